import { describe, expect, it } from 'vitest';
import { defaultReply, replyRules } from './content';
import { cannedReply } from './logic';

const [training, income, schedule] = replyRules.map((rule) => rule.reply);

describe('cannedReply', () => {
  it.each([
    ['What does the training involve?', training],
    ['How much does it pay?', income],
    ['Is there a salary?', income],
    ['What income could I expect?', income],
    ['Is the schedule flexible?', schedule],
    ['How flexible is it?', schedule],
    ['Will I have a boss?', schedule],
  ])('answers %j with the matching rule', (message, reply) => {
    expect(cannedReply(message)).toBe(reply);
  });

  it('ignores letter case', () => {
    expect(cannedReply('TRAINING')).toBe(training);
    expect(cannedReply('Salary?')).toBe(income);
    expect(cannedReply('My BOSS')).toBe(schedule);
  });

  it('matches keywords at the start of a word only', () => {
    expect(cannedReply('How are payments made?')).toBe(income);
    expect(cannedReply('I am a taxpayer')).toBe(defaultReply);
    expect(cannedReply('retraining')).toBe(defaultReply);
  });

  it('lets the first matching rule win: training, then income, then schedule', () => {
    expect(cannedReply('Is the training paid? What is the pay?')).toBe(training);
    expect(cannedReply('Flexible schedule and good pay?')).toBe(income);
    expect(cannedReply('My boss wants me in training')).toBe(training);
  });

  it('falls back to the default reply', () => {
    expect(cannedReply('Hello there')).toBe(defaultReply);
    expect(cannedReply('')).toBe(defaultReply);
  });

  it('has a distinct reply for every rule', () => {
    expect(new Set([training, income, schedule, defaultReply]).size).toBe(4);
  });
});
