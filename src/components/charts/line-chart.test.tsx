import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LineChart } from './line-chart';

const series = [
  {
    label: 'Saved',
    tone: 'primary' as const,
    step: true,
    points: [
      { x: 0, y: 0 },
      { x: 1, y: 400 },
      { x: 2, y: 250 },
    ],
  },
  {
    label: 'Target',
    tone: 'muted' as const,
    points: [
      { x: 0, y: 500 },
      { x: 2, y: 500 },
    ],
  },
];

describe('LineChart', () => {
  it('is an image named by its title and described by its summary', () => {
    render(
      <LineChart
        title="Saved over time"
        summary="From $0 to $250."
        series={series}
        xHeading="Month"
        formatX={(x) => `Month ${x}`}
        formatY={(y) => `$${y}`}
      />,
    );
    const image = screen.getByRole('img', { name: 'Saved over time' });
    expect(image).toHaveAccessibleDescription('From $0 to $250.');
    // A balance holds until it changes: the step series moves across, then up or down.
    const paths = image.querySelectorAll('path');
    expect(paths[0]!.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+H[\d.]+V[\d.]+H[\d.]+V[\d.]+$/);
    expect(paths[1]!.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+L[\d.]+,[\d.]+$/);
  });

  it('gives every figure in a table, a row per x, a dash where a series has no point', () => {
    render(
      <LineChart
        title="Saved over time"
        summary="…"
        series={series}
        xHeading="Month"
        formatX={(x) => `Month ${x}`}
        formatY={(y) => `$${y}`}
      />,
    );
    const table = screen.getByRole('table', { name: 'Saved over time' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['MonthSavedTarget', 'Month 0$0$500', 'Month 1$400—', 'Month 2$250$500']);
  });
});
