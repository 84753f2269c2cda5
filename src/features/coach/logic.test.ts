import { describe, expect, it } from 'vitest';
import { SOLUTIONS, solutionPath } from '@/features/solutions';
import { COACH_NODES, COACH_ROOT, FALLBACK_NODE, KEYWORD_ROUTES, type CoachNodeId } from './content';
import { assistantPath } from '@/lib/paths';
import { COACH_REPLY_DELAY_MS, leafActions, nodeForText } from './logic';

const ids = Object.keys(COACH_NODES) as CoachNodeId[];
const leaves = ids.filter((id) => COACH_NODES[id].kind !== 'question');

/** Every step reachable from `start` by choosing options. */
function reachableFrom(start: CoachNodeId): Set<CoachNodeId> {
  const seen = new Set<CoachNodeId>([start]);
  const queue = [start];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    const node = COACH_NODES[id];
    if (node.kind !== 'question') continue;
    for (const { next } of node.options) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

describe('the coach decision tree', () => {
  it('opens with the four options of docs/product-spec.md §4', () => {
    const root = COACH_NODES[COACH_ROOT];
    expect(root.kind).toBe('question');
    expect(root.kind === 'question' && root.options.map((o) => o.label)).toEqual([
      'Protecting my family',
      'Planning for retirement',
      'Building wealth',
      "I'm not sure",
    ]);
  });

  it("leads 'not sure' to a life-stage step with four options, each with its own sub-question", () => {
    const root = COACH_NODES[COACH_ROOT];
    const notSure = root.kind === 'question' ? root.options[3]!.next : undefined;
    expect(notSure).toBe('life-stage');
    const lifeStage = COACH_NODES['life-stage'];
    expect(lifeStage.kind === 'question' && lifeStage.options).toHaveLength(4);
    for (const { next } of lifeStage.kind === 'question' ? lifeStage.options : []) {
      expect(COACH_NODES[next].kind, next).toBe('question');
    }
  });

  it('reaches every leaf from the opening message by options alone', () => {
    const reachable = reachableFrom(COACH_ROOT);
    for (const leaf of leaves) expect(reachable.has(leaf), leaf).toBe(true);
  });

  it('reaches every step from the opening message, a keyword group or the fallback', () => {
    const entries = [COACH_ROOT, FALLBACK_NODE, ...KEYWORD_ROUTES.map((route) => route.next)];
    const reachable = new Set(entries.flatMap((entry) => [...reachableFrom(entry)]));
    expect([...reachable].sort()).toEqual([...ids].sort());
  });

  it('gives every question options that lead to another existing step', () => {
    for (const id of ids) {
      const node = COACH_NODES[id];
      if (node.kind !== 'question') continue;
      expect(node.options.length, id).toBeGreaterThanOrEqual(2);
      expect(new Set(node.options.map((o) => o.label)).size, id).toBe(node.options.length);
      for (const { next } of node.options) {
        expect(COACH_NODES[next], `${id} -> ${next}`).toBeDefined();
        expect(next, id).not.toBe(id);
      }
    }
  });

  it('recommends each of the seven solutions somewhere', () => {
    const recommended = leaves.flatMap((id) => {
      const node = COACH_NODES[id];
      return node.kind === 'recommendation' ? [node.solution] : [];
    });
    expect(new Set(recommended)).toEqual(new Set(SOLUTIONS.map((s) => s.slug)));
  });
});

describe('leafActions', () => {
  it('gives every recommendation the three buttons: its page, a free consultation, the AI assistant', () => {
    for (const id of leaves) {
      const node = COACH_NODES[id];
      if (node.kind !== 'recommendation') continue;
      const title = SOLUTIONS.find((s) => s.slug === node.solution)!.title;
      expect(leafActions(node), id).toEqual([
        { label: `Learn about ${title}`, to: solutionPath(node.solution) },
        { label: 'Book a free consultation', to: `/dashboard/consultation?topic=${node.solution}` },
        { label: 'Chat with the AI assistant', to: assistantPath(node.assistantPrompt) },
      ]);
    }
  });

  it('lets the emergency-fund leaf advise an expert instead of a solution', () => {
    const node = COACH_NODES['emergency-fund'];
    expect(node.kind).toBe('expert');
    expect(node.message).toMatch(/speaking with one of our experts/);
    const actions = leafActions(node);
    expect(actions[0]).toEqual({ label: 'Book a free consultation', to: '/dashboard/consultation' });
    expect(actions.map((a) => a.label)).toContain('Chat with the AI assistant');
    expect(actions.some((a) => a.to.startsWith('/dashboard/solutions/'))).toBe(false);
  });

  it('has no buttons under a question', () => {
    expect(leafActions(COACH_NODES.family)).toEqual([]);
  });
});

describe('nodeForText', () => {
  it.each([
    ['family', 'family'],
    ['protect', 'family'],
    ['children', 'family'],
    ['kids', 'family'],
    ['retirement', 'retirement'],
    ['retire', 'retirement'],
    ['older', 'retirement'],
    ['future', 'retirement'],
    ['wealth', 'wealth'],
    ['money', 'wealth'],
    ['savings', 'wealth'],
    ['invest', 'wealth'],
    ['sick', 'health'],
    ['illness', 'health'],
    ['health', 'health'],
    ['medical', 'health'],
    ['debt', 'debt'],
    ['mortgage', 'debt'],
    ['loan', 'debt'],
    ['bills', 'debt'],
  ] as const)('sends a message with %j to the %s step', (keyword, next) => {
    expect(nodeForText(`Tell me about ${keyword} please`)).toBe(next);
  });

  it('ignores letter case', () => {
    expect(nodeForText('MY KIDS')).toBe('family');
    expect(nodeForText('Retired early?')).toBe('retirement');
    expect(nodeForText('Medical Bills')).toBe('health');
  });

  it('finds keywords at the start of words, not inside them', () => {
    expect(nodeForText('I want to start investing')).toBe('wealth');
    expect(nodeForText('loans and more loans')).toBe('debt');
    expect(nodeForText('my shoulder hurts')).toBe('generic');
  });

  it('lets the first group in spec order win', () => {
    expect(nodeForText('Protect my savings from medical bills')).toBe('family');
    expect(nodeForText('Will my debt follow me into retirement?')).toBe('retirement');
  });

  it('falls back to the generic prompt', () => {
    expect(nodeForText('Hello there')).toBe('generic');
    expect(COACH_NODES.generic.kind).toBe('question');
  });
});

describe('COACH_REPLY_DELAY_MS', () => {
  it('is one second, as docs/product-spec.md §9 says', () => {
    expect(COACH_REPLY_DELAY_MS).toBe(1000);
  });
});
