// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from './dialog';
import { Spinner } from './spinner';

afterEach(cleanup);

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('type')).toBe('button');
  });

  it('applies the destructive variant', () => {
    render(<Button variant="destructive">Delete</Button>);
    expect(screen.getByRole('button', { name: 'Delete' }).className).toContain('bg-red-700');
  });
});

describe('Spinner', () => {
  it.each([
    ['sm', 'h-4 w-4'],
    ['md', 'h-8 w-8'],
    ['lg', 'h-12 w-12'],
  ] as const)('size %s is %s', (size, classes) => {
    render(<Spinner size={size} label="Loading invoices" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading invoices');
    expect(status.querySelector('[aria-hidden]')?.className).toContain(classes);
  });
});

describe('Dialog', () => {
  it('opens from its trigger and closes with the close button', async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger>Open</DialogTrigger>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Details</DialogTitle>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Details' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
