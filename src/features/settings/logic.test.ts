import { describe, expect, it } from 'vitest';
import { channelChange, channelOf, testResultText, usesDevice, type ChannelColumns } from './logic';

const NONE: ChannelColumns = {
  event_reminders: false,
  goal_nudges: false,
  weekly_digest: false,
  consultation_updates: false,
  new_requests: false,
  event_reminders_push: false,
  goal_nudges_push: false,
  weekly_digest_push: false,
  consultation_updates_push: false,
  new_requests_push: false,
};

describe('channels', () => {
  it('reads each kind’s e-mail and device switches as one choice', () => {
    const preferences = {
      ...NONE,
      event_reminders: true,
      goal_nudges_push: true,
      weekly_digest: true,
      weekly_digest_push: true,
    };
    expect(channelOf(preferences, 'event_reminders')).toBe('email');
    expect(channelOf(preferences, 'goal_nudges')).toBe('device');
    expect(channelOf(preferences, 'weekly_digest')).toBe('both');
    expect(channelOf(preferences, 'new_requests')).toBe('none');
  });

  it('saves a choice as both switches of its kind, and reads back what it saved', () => {
    expect(channelChange('consultation_updates', 'both')).toEqual({
      consultation_updates: true,
      consultation_updates_push: true,
    });
    expect(channelChange('new_requests', 'none')).toEqual({ new_requests: false, new_requests_push: false });
    for (const channel of ['email', 'device', 'both', 'none'] as const)
      expect(channelOf({ ...NONE, ...channelChange('goal_nudges', channel) }, 'goal_nudges')).toBe(channel);
  });

  it('needs this device for a notification, alone or with e-mail', () => {
    expect(['email', 'device', 'both', 'none'].map((c) => usesDevice(c as never))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});

describe('testResultText', () => {
  it('counts the devices reached', () => {
    expect(testResultText({ devices: 1, delivered: 1 })).toBe('Sent to 1 device.');
    expect(testResultText({ devices: 3, delivered: 3 })).toBe('Sent to 3 devices.');
    expect(testResultText({ devices: 3, delivered: 2 })).toBe('Sent to 2 of your 3 devices.');
  });

  it('says why nothing was sent', () => {
    expect(testResultText({ devices: 0, delivered: 0 })).toMatch(/^No device gets your notifications yet/);
    expect(testResultText({ devices: 2, delivered: 0 })).toMatch(/^It reached none of your 2 devices/);
  });
});
