// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { aboutContent } from './about-content';
import { AboutStats } from './about-stats';

afterEach(cleanup);

it('lists every figure of the about content as a term and its value, with the caller’s rounding', () => {
  const { container } = render(<AboutStats className="rounded-xl" />);
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  const values = screen.getAllByRole('definition').map((value) => value.textContent);
  expect(terms).toEqual(aboutContent.stats.map((stat) => stat.label));
  expect(values).toEqual(aboutContent.stats.map((stat) => stat.value));
  expect(container.querySelector('dl')?.classList.contains('rounded-xl')).toBe(true);
});
