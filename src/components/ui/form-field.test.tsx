import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { Input } from './input';

describe('FormField', () => {
  it('labels a child control and describes it with its hint and error', () => {
    render(
      <FormField label="Email" description="We never share it." error="Email is required" required>
        <Input type="email" />
      </FormField>,
    );

    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. Email is required');
  });

  it('marks a valid control as valid and adds no empty description', () => {
    render(
      <FormField label="First name">
        <Input />
      </FormField>,
    );

    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-required');
  });

  it('hands the wiring to a render prop', () => {
    render(
      <FormField label="Amount" error="Enter an amount">
        {(control) => <Input inputMode="decimal" {...control} />}
      </FormField>,
    );

    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription('Enter an amount');
  });
});
