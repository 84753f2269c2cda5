import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from './sheet';

describe('Dialog', () => {
  it('opens as a named modal dialog and closes with its Close button', () => {
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Details</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Life Insurance</DialogTitle>
          <DialogDescription>Protect the people who depend on you.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    const dialog = screen.getByRole('dialog', { name: 'Life Insurance' });
    expect(dialog).toHaveAccessibleDescription('Protect the people who depend on you.');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Sheet', () => {
  it('moves focus into the panel and closes on Escape, returning focus to the trigger', async () => {
    render(
      <Sheet>
        <SheetTrigger asChild>
          <Button>Open menu</Button>
        </SheetTrigger>
        <SheetContent aria-describedby={undefined}>
          <SheetTitle>Menu</SheetTitle>
          <a href="/dashboard">Dashboard</a>
        </SheetContent>
      </Sheet>,
    );
    const trigger = screen.getByRole('button', { name: 'Open menu' });

    trigger.focus();
    fireEvent.click(trigger);
    const sheet = screen.getByRole('dialog', { name: 'Menu' });
    expect(sheet).toContainElement(document.activeElement as HTMLElement);

    fireEvent.keyDown(sheet, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(trigger).toHaveFocus();
    });
  });
});
