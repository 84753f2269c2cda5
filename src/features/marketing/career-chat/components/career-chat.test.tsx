import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatGreeting, replyRules } from '../content';
import { REPLY_DELAY_MS } from '../logic';
import { CareerChat } from './career-chat';

const trainingReply = replyRules[0]!.reply;

function input() {
  return screen.getByRole('textbox', { name: 'Your question' });
}

function sendButton() {
  return screen.getByRole('button', { name: 'Send message' });
}

function send(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.click(sendButton());
}

function messages() {
  return screen.getByRole('log', { name: 'Conversation with the career assistant' });
}

describe('CareerChat', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens with the assistant greeting in a polite live log', () => {
    render(<CareerChat talkTo="Talk to our team" />);

    expect(messages()).toHaveAttribute('aria-live', 'polite');
    expect(messages()).toHaveTextContent(chatGreeting);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the message at once, then types and disables the form while waiting', () => {
    render(<CareerChat talkTo="Talk to our team" />);

    send('  Tell me about training  ');

    expect(messages()).toHaveTextContent('You: Tell me about training');
    expect(input()).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Assistant is typing');
    expect(input()).toBeDisabled();
    expect(sendButton()).toBeDisabled();
  });

  it('answers after the reply delay, not before', () => {
    render(<CareerChat talkTo="Talk to our team" />);
    send('Tell me about training');

    act(() => {
      vi.advanceTimersByTime(REPLY_DELAY_MS - 1);
    });
    expect(messages()).not.toHaveTextContent(trainingReply);

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(messages()).toHaveTextContent(trainingReply);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(input()).toBeEnabled();
    expect(sendButton()).toBeDisabled();
    fireEvent.change(input(), { target: { value: 'And the pay?' } });
    expect(sendButton()).toBeEnabled();
  });

  it('waits 1.5 seconds, as the spec says', () => {
    expect(REPLY_DELAY_MS).toBe(1500);
  });

  it('sends through the form submit, which Enter in the field triggers', () => {
    render(<CareerChat talkTo="Talk to our team" />);

    fireEvent.change(input(), { target: { value: 'Hi' } });
    fireEvent.submit(input().closest('form')!);

    expect(messages()).toHaveTextContent('You: Hi');
  });

  it('ignores blank input: Send stays disabled and submitting sends nothing', () => {
    render(<CareerChat talkTo="Talk to our team" />);
    const before = messages().textContent;

    fireEvent.change(input(), { target: { value: '   ' } });
    expect(sendButton()).toBeDisabled();
    fireEvent.submit(input().closest('form')!);

    expect(messages().textContent).toBe(before);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(input()).toBeEnabled();
    act(() => {
      vi.advanceTimersByTime(REPLY_DELAY_MS);
    });
    expect(messages().textContent).toBe(before);
  });
});
