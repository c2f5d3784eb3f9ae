import type { ActivityEntry, ActivityRef, Adjustment, CompanyFacts } from '@freshprice/shared';
import { formatAddress, formatDays, formatList } from '../../../lib/company-format';
import { formatAdjustment, formatDateTime, formatDay, formatMoney, formatNumber, formatPercent, formatPercentValue, formatTime } from '../../../lib/format';
import type { DetailLine } from './activity-details';

/** A `t` that reads keys of any namespace (`ns:key`); the activity page loads every one used here. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The namespaces whose labels the log reuses: the same words the forms that make the changes use. */
export const ACTIVITY_NAMESPACES = ['activity', 'common', 'productsManage', 'users', 'priceLists', 'prices'] as const;

type Kind =
  | 'text'
  | 'number'
  | 'year'
  | 'money'
  | 'quantity'
  | 'yesNo'
  | 'category'
  | 'unit'
  | 'role'
  | 'language'
  | 'channel'
  | 'action'
  | 'percent'
  | 'days'
  | 'file'
  | 'list'
  | 'adjustment'
  | 'texts'
  | 'time'
  | 'hours'
  | 'tierMoney'
  | 'tierFrequency'
  | 'address'
  | 'day'
  | 'dayList'
  | 'weekdays'
  | 'tier'
  | 'percentValue'
  | 'standing'
  | 'sendEvent'
  | 'scheduleEvent'
  | 'channels'
  | 'moment';

/** Each field a record writes: its label (a key, in the namespace of the form that edits it) and how its value reads. */
const FIELDS: Record<string, { label: string; kind: Kind }> = {
  // A product save, an image, a publication, a QuickBooks import (the manage table's column names).
  'products.nameEn': { label: 'productsManage:columns.nameEn', kind: 'text' },
  'products.nameEs': { label: 'productsManage:columns.nameEs', kind: 'text' },
  'products.slug': { label: 'productsManage:columns.slug', kind: 'text' },
  'products.category': { label: 'productsManage:columns.category', kind: 'category' },
  'products.unit': { label: 'productsManage:columns.unit', kind: 'unit' },
  'products.packEn': { label: 'productsManage:columns.packEn', kind: 'text' },
  'products.packEs': { label: 'productsManage:columns.packEs', kind: 'text' },
  'products.inStock': { label: 'productsManage:columns.inStock', kind: 'yesNo' },
  'products.imageUrl': { label: 'productsManage:columns.image', kind: 'file' },
  'products.quickbooksId': { label: 'productsManage:columns.quickbooksId', kind: 'text' },
  'products.quantity': { label: 'productsManage:columns.quantity', kind: 'quantity' },
  'products.cost': { label: 'productsManage:columns.cost', kind: 'money' },
  'products.draft': { label: 'activity:fields.draft', kind: 'yesNo' },
  'products.archived': { label: 'activity:fields.archived', kind: 'yesNo' },
  'products.action': { label: 'activity:columns.action', kind: 'action' },
  'products.created': { label: 'activity:fields.productsCreated', kind: 'number' },
  'products.updated': { label: 'activity:fields.productsUpdated', kind: 'number' },
  'products.matched': { label: 'activity:fields.productsMatched', kind: 'number' },
  'products.costsRestored': { label: 'activity:fields.costsRestored', kind: 'number' },
  // A user (the users page's words).
  'users.email': { label: 'users:columns.email', kind: 'text' },
  'users.role': { label: 'users:role', kind: 'role' },
  'users.disabled': { label: 'users:status.disabled', kind: 'yesNo' },
  'users.passwordResetSent': { label: 'activity:fields.passwordResetSent', kind: 'yesNo' },
  // A price list, its shares, its exports, and the pricing settings (the price lists page's words).
  'price_lists.name': { label: 'priceLists:manage.table.name', kind: 'text' },
  'price_lists.slug': { label: 'priceLists:manage.table.slug', kind: 'text' },
  'price_lists.description': { label: 'activity:fields.description', kind: 'text' },
  'price_lists.staffNote': { label: 'activity:fields.staffNote', kind: 'text' },
  'price_lists.base': { label: 'priceLists:manage.table.base', kind: 'list' },
  'price_lists.linked': { label: 'activity:fields.linked', kind: 'yesNo' },
  'price_lists.adjustment': { label: 'activity:fields.adjustment', kind: 'adjustment' },
  'price_lists.sharedWith': { label: 'priceLists:manage.table.sharedWith', kind: 'texts' },
  'price_lists.items': { label: 'priceLists:manage.table.items', kind: 'number' },
  'price_lists.version': { label: 'priceLists:manage.table.version', kind: 'number' },
  'price_lists.belowFloor': { label: 'activity:fields.belowFloor', kind: 'number' },
  'price_lists.largeMoves': { label: 'activity:fields.largeMoves', kind: 'number' },
  'price_lists.channel': { label: 'activity:fields.channel', kind: 'channel' },
  'price_lists.language': { label: 'activity:fields.language', kind: 'language' },
  'price_lists.parts': { label: 'activity:fields.parts', kind: 'number' },
  'price_lists.phone': { label: 'activity:fields.phone', kind: 'text' },
  'price_lists.customer': { label: 'activity:fields.customer', kind: 'text' },
  'price_lists.minMarginBp': { label: 'activity:fields.minMarginBp', kind: 'percent' },
  'price_lists.largeMoveBp': { label: 'activity:fields.largeMoveBp', kind: 'percent' },
  'price_lists.alertMoveBp': { label: 'activity:fields.alertMoveBp', kind: 'percent' },
  'price_lists.moveNoteEn': { label: 'activity:fields.moveNoteEn', kind: 'text' },
  'price_lists.moveNoteEs': { label: 'activity:fields.moveNoteEs', kind: 'text' },
  'price_lists.staleListDays': { label: 'activity:fields.staleListDays', kind: 'days' },
  // A list sent to all its customers, and its schedules.
  'price_lists.send': { label: 'activity:fields.send', kind: 'sendEvent' },
  'price_lists.channels': { label: 'activity:fields.channels', kind: 'channels' },
  'price_lists.customers': { label: 'activity:fields.customers', kind: 'number' },
  'price_lists.email': { label: 'activity:fields.emails', kind: 'number' },
  'price_lists.whatsapp': { label: 'activity:fields.whatsapps', kind: 'number' },
  'price_lists.sent': { label: 'activity:fields.sent', kind: 'number' },
  'price_lists.failed': { label: 'activity:fields.failed', kind: 'number' },
  'price_lists.skipped': { label: 'activity:fields.skipped', kind: 'number' },
  'price_lists.pending': { label: 'activity:fields.pending', kind: 'number' },
  'price_lists.failures': { label: 'activity:fields.failures', kind: 'texts' },
  'price_lists.scheduledAt': { label: 'activity:fields.scheduledAt', kind: 'moment' },
  'price_lists.schedule': { label: 'activity:fields.schedule', kind: 'scheduleEvent' },
  'price_lists.time': { label: 'activity:fields.time', kind: 'time' },
  'price_lists.weekdays': { label: 'activity:fields.weekdays', kind: 'weekdays' },
  // A version of a list's prices.
  'price_items.price': { label: 'activity:fields.price', kind: 'money' },
  'price_items.version': { label: 'priceLists:manage.table.version', kind: 'number' },
  'price_items.reason': { label: 'activity:fields.reason', kind: 'text' },
  'price_items.added': { label: 'activity:fields.added', kind: 'number' },
  'price_items.changed': { label: 'activity:fields.changed', kind: 'number' },
  'price_items.removed': { label: 'activity:fields.removed', kind: 'number' },
  // The company's facts.
  'company.name': { label: 'activity:fields.companyName', kind: 'text' },
  'company.foundedYear': { label: 'activity:fields.foundedYear', kind: 'year' },
  'company.facilitySqFt': { label: 'activity:fields.facilitySqFt', kind: 'number' },
  'company.certifications': { label: 'activity:fields.certifications', kind: 'texts' },
  'company.sameDayCutoff': { label: 'activity:fields.sameDayCutoff', kind: 'time' },
  'company.refrigeratedTrucks': { label: 'activity:fields.refrigeratedTrucks', kind: 'number' },
  'company.hours': { label: 'activity:fields.hours', kind: 'hours' },
  'company.minimumOrder': { label: 'activity:fields.minimumOrder', kind: 'tierMoney' },
  'company.deliveryFrequency': { label: 'activity:fields.deliveryFrequency', kind: 'tierFrequency' },
  'company.address': { label: 'activity:fields.address', kind: 'address' },
  'company.phone': { label: 'activity:fields.phone', kind: 'text' },
  'company.email': { label: 'users:columns.email', kind: 'text' },
  // Account protection (the admin's setting on /manage-users).
  'security.requireStaffTwoFactor': { label: 'users:staffTwoFactor.label', kind: 'yesNo' },
  // Ordering: the company's rules, a customer's business, an order.
  'company.deliveryDays': { label: 'activity:fields.deliveryDays', kind: 'weekdays' },
  'company.holidays': { label: 'activity:fields.holidays', kind: 'dayList' },
  'users.company': { label: 'activity:fields.company', kind: 'text' },
  'users.address': { label: 'activity:fields.deliveryAddress', kind: 'text' },
  'users.size': { label: 'activity:fields.businessSize', kind: 'tier' },
  'users.deliveryDays': { label: 'activity:fields.deliveryDays', kind: 'weekdays' },
  'users.substitutions': { label: 'activity:fields.substitutions', kind: 'yesNo' },
  'users.substitutionLimit': { label: 'activity:fields.substitutionLimit', kind: 'percentValue' },
  'users.minimumWaived': { label: 'activity:fields.minimumWaived', kind: 'yesNo' },
  'users.lateOrderAllowed': { label: 'activity:fields.lateOrderAllowed', kind: 'yesNo' },
  'orders.deliveryDate': { label: 'activity:fields.deliveryDate', kind: 'day' },
  'orders.total': { label: 'activity:fields.orderTotal', kind: 'money' },
  'orders.lines': { label: 'activity:fields.orderLines', kind: 'number' },
  'orders.priceList': { label: 'activity:fields.priceList', kind: 'text' },
  'orders.late': { label: 'activity:fields.placedLate', kind: 'yesNo' },
  'orders.minimumWaived': { label: 'activity:fields.minimumWaived', kind: 'yesNo' },
  'orders.reason': { label: 'activity:fields.cancelReason', kind: 'text' },
  // A standing order and what became of its drafts.
  'standing_orders.draft': { label: 'activity:fields.standingDraft', kind: 'standing' },
  'standing_orders.deliveryDate': { label: 'activity:fields.deliveryDate', kind: 'day' },
  'standing_orders.weekdays': { label: 'activity:fields.deliveryDays', kind: 'weekdays' },
  'standing_orders.leadHours': { label: 'activity:fields.leadHours', kind: 'number' },
  'standing_orders.whenUnanswered': { label: 'activity:fields.whenUnanswered', kind: 'standing' },
  'standing_orders.lines': { label: 'activity:fields.orderLines', kind: 'number' },
  'standing_orders.priceList': { label: 'activity:fields.priceList', kind: 'text' },
  'standing_orders.paused': { label: 'activity:fields.paused', kind: 'yesNo' },
  'standing_orders.automatic': { label: 'activity:fields.automatic', kind: 'yesNo' },
  'standing_orders.order': { label: 'activity:fields.order', kind: 'text' },
  'standing_orders.reason': { label: 'activity:fields.reason', kind: 'text' },
  'standing_orders.customer': { label: 'activity:fields.customer', kind: 'text' },
  'standing_orders.note': { label: 'activity:fields.note', kind: 'text' },
};

const TIERS = ['small', 'medium', 'large'] as const;
const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** The last part of a path or URL: an image reads as its file name, never the place it is stored. */
export function fileName(value: string): string {
  const path = value.split(/[?#]/)[0] ?? value;
  return path.split(/[/\\]/).filter(Boolean).at(-1) ?? value;
}

/**
 * What a record is about, shown above its lines: its name, or for a QuickBooks import its batch or its
 * file in the reader's language (records written before these facts keep the name they were written with).
 */
export function recordTitle(entry: Pick<ActivityEntry, 'resourceType' | 'details'>, t: Translate): string | null {
  const { details } = entry;
  if (entry.resourceType === 'products' && typeof details.batch === 'number') return t('activity:titles.importBatch', { batch: details.batch });
  if (entry.resourceType === 'products' && typeof details.fileName === 'string') return t('activity:titles.importUndo', { file: fileName(details.fileName) });
  if (entry.resourceType === 'orders' && typeof details.number === 'string') return t('activity:titles.order', { number: details.number });
  return typeof details.name === 'string' ? details.name : null;
}

/** One value of a field, as the reader reads it; '—' for none. */
export function formatValue(field: string, value: unknown, t: Translate, language: string, extra: Pick<DetailLine, 'unit'> = {}): string {
  const kind = FIELDS[field]?.kind ?? 'text';
  if (kind === 'category' && value === null) return t('common:categories.uncategorized');
  if (kind === 'list' && value === null) return t('activity:values.noBase');
  if (kind === 'adjustment' && value === null) return t('activity:values.noAdjustment');
  if (kind === 'texts' && Array.isArray(value) && value.length === 0) return t('activity:values.none');
  if (kind === 'weekdays' && value === null) return t('activity:values.everyDeliveryDay');
  if (value === null || value === undefined || value === '') return '—';
  const text = String(value);
  switch (kind) {
    case 'money':
      return formatMoney(text, language);
    case 'number':
      return typeof value === 'number' || /^\d+(\.\d+)?$/.test(text) ? formatNumber(Number(value), language) : text;
    case 'year':
      return text;
    case 'quantity': {
      const amount = Number(value);
      if (!Number.isFinite(amount)) return text;
      const formatted = formatNumber(amount, language);
      return extra.unit ? t(`activity:values.quantity.${extra.unit}`, { count: amount, formatted, defaultValue: formatted }) : formatted;
    }
    case 'yesNo':
      return value === true ? t('activity:yes') : value === false ? t('activity:no') : text;
    case 'category':
      return t(`common:categories.${text}`, { defaultValue: text });
    case 'unit':
      return t(`productsManage:units.${text}`, { defaultValue: text });
    case 'role':
      return t(`users:roles.${text}`, { defaultValue: text });
    case 'language':
      return t(`activity:values.language.${text}`, { defaultValue: text });
    case 'channel':
      return t(`activity:values.channel.${text}`, { defaultValue: text });
    case 'action':
      return t(`activity:actions.${text}`, { defaultValue: text });
    case 'percent':
      return typeof value === 'number' ? formatPercent(value, language) : text;
    case 'days':
      return typeof value === 'number' ? t('activity:values.days', { count: value, formatted: formatNumber(value, language) }) : text;
    case 'file':
      return fileName(text);
    case 'list': {
      const ref = value as ActivityRef;
      if (!isRecord(ref)) return t('activity:values.unknownList');
      return ref.name ?? t('activity:values.deletedList');
    }
    case 'adjustment':
      return isRecord(value) ? formatAdjustment(value as unknown as Adjustment, (k, o) => t(`priceLists:manage.${k}`, o), language) : text;
    case 'texts':
      return Array.isArray(value) ? formatList(value.map(String), language) : text;
    case 'time':
      return /^\d{2}:\d{2}$/.test(text) ? formatTime(text, language) : text;
    case 'hours': {
      const hours = value as CompanyFacts['hours'];
      if (!isRecord(hours) || !Array.isArray(hours.days)) return '—';
      return t('common:footer.hours', { days: formatDays(hours.days, language), opens: formatTime(hours.opens, language), closes: formatTime(hours.closes, language) });
    }
    case 'tierMoney':
    case 'tierFrequency': {
      if (!isRecord(value)) return text;
      return TIERS.filter((tier) => tier in value)
        .map((tier) => {
          const v = value[tier];
          const shown =
            kind === 'tierMoney'
              ? v === null
                ? t('activity:values.none')
                : formatMoney(Number(v), language)
              : t(`prices:rules.delivery.${String(v)}`, { defaultValue: String(v) });
          return `${t(`prices:tiers.${tier}`)}: ${shown}`;
        })
        .join('; ');
    }
    case 'address':
      return isRecord(value) ? formatAddress(value as CompanyFacts['address']) : text;
    case 'day':
      return /^\d{4}-\d{2}-\d{2}$/.test(text) ? formatDay(text, language) : text;
    case 'dayList':
      return Array.isArray(value) ? (value.length ? formatList(value.map((d) => formatDay(String(d), language, 'short')), language) : t('activity:values.none')) : text;
    case 'weekdays':
      return Array.isArray(value) ? formatDays(value as CompanyFacts['hours']['days'], language) : t('activity:values.everyDeliveryDay');
    case 'tier':
      return t(`prices:tiers.${text}`, { defaultValue: text });
    case 'percentValue':
      return typeof value === 'number' ? formatPercentValue(value, language) : text;
    case 'standing':
      return t(`activity:values.standing.${text}`, { defaultValue: text });
    case 'sendEvent':
      return t(`activity:values.send.${text}`, { defaultValue: text });
    case 'scheduleEvent':
      return t(`activity:values.schedule.${text}`, { defaultValue: text });
    case 'channels':
      return Array.isArray(value) ? formatList(value.map((c) => t(`activity:values.channel.${String(c)}`, { defaultValue: String(c) })), language) : text;
    case 'moment':
      return Number.isNaN(Date.parse(text)) ? text : formatDateTime(text, language);
    default:
      if (Array.isArray(value)) return formatList(value.map(String), language);
      if (isRecord(value)) return '—';
      return text;
  }
}

/** The label of a line: its subject (a product by name), then the field's label in the reader's language. */
export function formatLabel(line: Pick<DetailLine, 'subject' | 'field' | 'tier'>, t: Translate): string {
  const known = FIELDS[line.field];
  const label =
    line.field.endsWith('.tierPrice') && line.tier
      ? t('activity:fields.tierPrice', { tier: t(`prices:tiers.${line.tier}`, { defaultValue: line.tier }) })
      : known
        ? t(known.label)
        : t('activity:fields.other');
  return [line.subject, label].filter(Boolean).join(' · ');
}

/** A whole line as text: "Kent Mangoes · Category: Fruits → Vegetables", "Sent by: PDF". */
export function formatLine(line: DetailLine, t: Translate, language: string): { label: string; value: string } {
  const field = line.field.endsWith('.tierPrice') ? 'price_items.price' : line.field;
  const value = (v: unknown, unit = line.unit) => formatValue(field, v, t, language, { unit });
  return { label: formatLabel(line, t), value: line.change ? `${value(line.old, line.oldUnit ?? line.unit)} → ${value(line.new)}` : value(line.value) };
}
