// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { AboutStats, aboutStats } from './about-stats';

afterEach(cleanup);

it('lists every figure as a term and its value, with the caller’s rounding', () => {
  const { container } = render(<AboutStats className="rounded-xl" />);
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  const values = screen.getAllByRole('definition').map((value) => value.textContent);
  expect(terms).toEqual(aboutStats.map((stat) => stat.label));
  expect(values).toEqual(aboutStats.map((stat) => stat.value));
  expect(container.querySelector('dl')?.classList.contains('rounded-xl')).toBe(true);
});
