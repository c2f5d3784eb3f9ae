import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PriceChart } from './price-chart';

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe('PriceChart', () => {
  it('is one labelled image: its title and summary name it', () => {
    render(
      <PriceChart
        title="Price of Mango by version"
        summary="From $9.00 to $10.00"
        formatValue={money}
        points={[
          { key: 1, label: 'v1', value: 900 },
          { key: 2, label: 'v2', value: 1000 },
        ]}
      />,
    );
    const chart = screen.getByRole('img', { name: 'Price of Mango by version From $9.00 to $10.00' });
    // A line through both points, higher price higher up.
    const [first, second] = Array.from(chart.querySelectorAll('circle'));
    expect(Number(second!.getAttribute('cy'))).toBeLessThan(Number(first!.getAttribute('cy')));
    expect(Number(second!.getAttribute('cx'))).toBeGreaterThan(Number(first!.getAttribute('cx')));
    expect(chart.querySelector('path')!.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+ L[\d.]+,[\d.]+$/);
    // The lowest and highest prices label the vertical axis; the versions the horizontal one.
    const texts = Array.from(chart.querySelectorAll('text')).map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining(['$9.00', '$10.00', 'v1', 'v2']));
  });

  it('draws a single price as one point and shows at most seven axis labels', () => {
    const { rerender } = render(<PriceChart title="t" summary="s" formatValue={money} points={[{ key: 1, label: 'v1', value: 500 }]} />);
    expect(screen.getByRole('img').querySelectorAll('circle')).toHaveLength(1);
    const many = Array.from({ length: 30 }, (_, i) => ({ key: i, label: `v${i + 1}`, value: 500 + i * 10 }));
    rerender(<PriceChart title="t" summary="s" formatValue={money} points={many} />);
    const chart = screen.getByRole('img');
    expect(chart.querySelectorAll('circle')).toHaveLength(30);
    const labels = Array.from(chart.querySelectorAll('text')).filter((t) => t.textContent?.startsWith('v'));
    expect(labels.map((t) => t.textContent)).toEqual(expect.arrayContaining(['v1', 'v30']));
    expect(labels.length).toBeLessThanOrEqual(7);
  });

  it('draws nothing without points', () => {
    const { container } = render(<PriceChart title="t" summary="s" formatValue={money} points={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
