import type { ChatLine } from '@/components/chat/chat-bubble';
import { firstMatchingRule } from '@/components/chat/keywords';
import { SOLUTIONS, solutionPath } from '@/features/solutions';
import { COACH_NODES, FALLBACK_NODE, KEYWORD_ROUTES, type CoachNode, type CoachNodeId } from './content';
import { assistantPath, consultationPath, paths } from '@/lib/paths';

/** docs/product-spec.md §9: the coach "types" for one second before each reply. */
export const COACH_REPLY_DELAY_MS = 1000;

/** A line of the conversation; the coach's lines name the step they come from, for its options and buttons. */
export type CoachMessage = ChatLine & { nodeId?: CoachNodeId };

export interface CoachAction {
  label: string;
  to: string;
}

/** The step free text leads to: the first keyword group it matches, else the generic prompt. */
export function nodeForText(text: string): CoachNodeId {
  return firstMatchingRule(KEYWORD_ROUTES, text)?.next ?? FALLBACK_NODE;
}

export function coachMessage(nodeId: CoachNodeId): CoachMessage {
  return { from: 'assistant', text: COACH_NODES[nodeId].message, nodeId };
}

/** The buttons under a leaf: its solution's page (unless an expert comes first), a consultation, the assistant. */
export function leafActions(node: CoachNode): CoachAction[] {
  switch (node.kind) {
    case 'question':
      return [];
    case 'recommendation': {
      const title = SOLUTIONS.find((s) => s.slug === node.solution)!.title;
      return [
        { label: `Learn about ${title}`, to: solutionPath(node.solution) },
        { label: 'Book a free consultation', to: consultationPath(node.solution) },
        { label: 'Chat with the AI assistant', to: assistantPath(node.assistantPrompt) },
      ];
    }
    case 'expert':
      return [
        { label: 'Book a free consultation', to: consultationPath() },
        { label: 'Set an emergency fund goal', to: paths.dashboard.goals },
        { label: 'Chat with the AI assistant', to: assistantPath(node.assistantPrompt) },
      ];
  }
}
