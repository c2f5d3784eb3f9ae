import { describe, expect, it } from 'vitest';
import { PRICE_LIST_NAME_MAX } from '@freshprice/shared';
import { createFormErrors, createInput, fromOf, suggestedSlug, type CreateFormValues } from './create-form';

const values = (over: Partial<CreateFormValues> = {}): CreateFormValues => ({
  name: 'Hotel Pez',
  slug: '',
  description: '',
  staffNote: '',
  source: 'template',
  templateRef: 'small-business',
  listRef: 'hotel-azul',
  mode: 'linked',
  kind: 'percent',
  direction: 'up',
  value: '8',
  rounding: 'x9',
  confirmBelow: false,
  confirmMoves: false,
  sharedWith: [],
  ...over,
});
const context = { takenSlugs: new Set(['cafe-luna']), language: 'en', needsConfirm: false, needsMovesConfirm: false };

describe('the add form’s problems', () => {
  it('reads the name, slug and notes with the create body’s schemas', () => {
    expect(createFormErrors(values(), context)).toEqual({});
    expect(createFormErrors(values({ name: '  ' }), context).name).toEqual({ key: 'nameRequired' });
    expect(createFormErrors(values({ name: 'x'.repeat(PRICE_LIST_NAME_MAX + 1) }), context).name).toEqual({ key: 'nameTooLong', values: { max: PRICE_LIST_NAME_MAX } });
    expect(createFormErrors(values({ name: 'Cafe \u202Eraem' }), context).name).toEqual({ key: 'textInvalid' });
    expect(createFormErrors(values({ slug: 'Bad Slug' }), context).slug).toEqual({ key: 'invalidSlug' });
    expect(createFormErrors(values({ slug: 'cafe-luna' }), context).slug).toEqual({ key: 'slugTaken' });
    expect(createFormErrors(values({ description: 'x'.repeat(2001) }), context).description?.key).toBe('descriptionTooLong');
  });

  it('checks the base and the adjustment only for a list made from another', () => {
    expect(createFormErrors(values({ source: 'list', listRef: '' }), context).from).toEqual({ key: 'fromRequired' });
    expect(createFormErrors(values({ direction: 'down', value: '100' }), context).value).toEqual({ key: 'decreaseTooLarge' });
    expect(createFormErrors(values({ value: '8.123' }), context).value).toEqual({ key: 'invalidPercent' });
    expect(createFormErrors(values({ source: 'empty', listRef: '', value: 'x' }), context)).toEqual({});
  });

  it('needs the boxes ticked once prices below the floor or moving a lot were found', () => {
    const found = { ...context, needsConfirm: true, needsMovesConfirm: true };
    expect(createFormErrors(values(), found)).toEqual({ confirm: { key: 'confirmRequired' }, moves: { key: 'confirmMovesRequired' } });
    expect(createFormErrors(values({ confirmBelow: true, confirmMoves: true }), found)).toEqual({});
  });
});

describe('the create body', () => {
  it('trims, leaves out what is empty, and confirms only what was asked', () => {
    const v = values({ name: ' Hotel Pez ', confirmBelow: true, confirmMoves: true, sharedWith: ['c-1'] });
    const adjustment = { kind: 'percent', direction: 'up', value: 800, rounding: 'x9' } as const;
    expect(createInput(v, adjustment, { below: true, moves: false })).toEqual({
      name: 'Hotel Pez',
      source: { kind: 'copy', from: 'small-business', adjustment, linked: true },
      confirmBelowFloor: true,
      sharedWith: ['c-1'],
    });
    expect(createInput(values({ source: 'empty', slug: 'x-1' }), null, { below: false, moves: false })).toEqual({ name: 'Hotel Pez', slug: 'x-1', source: { kind: 'empty' } });
    expect(fromOf(values({ source: 'list' }))).toBe('hotel-azul');
    expect(suggestedSlug('Cafe Luna', context.takenSlugs)).toBe('cafe-luna-2');
  });
});
