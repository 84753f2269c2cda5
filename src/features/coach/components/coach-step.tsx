import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import type { CoachNode, CoachOption } from '../content';
import { leafActions } from '../logic';

interface CoachStepProps {
  node: CoachNode;
  /** Only the latest question offers its options; earlier ones are history. */
  showOptions: boolean;
  onChoose: (option: CoachOption) => void;
}

/** What follows a coach message: its answer options, or the next-step buttons of a leaf. */
export function CoachStep({ node, showOptions, onChoose }: CoachStepProps) {
  if (node.kind === 'question') {
    if (!showOptions) return null;
    return (
      <div role="group" aria-label="Suggested answers" className="ml-10 flex flex-wrap gap-2">
        {node.options.map((option) => (
          <Button
            key={option.label}
            variant="outline"
            size="sm"
            className="h-auto min-h-11 text-left whitespace-normal sm:min-h-9"
            onClick={() => {
              onChoose(option);
            }}
          >
            {option.label}
          </Button>
        ))}
      </div>
    );
  }

  return (
    <ul aria-label="Next steps" className="ml-10 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {leafActions(node).map(({ label, to }, index) => (
        <li key={to}>
          <Button
            asChild
            variant={index === 0 ? 'default' : 'outline'}
            size="sm"
            className="w-full sm:w-auto"
          >
            <Link to={to}>
              {label}
              {index === 0 && <ArrowRight aria-hidden />}
            </Link>
          </Button>
        </li>
      ))}
    </ul>
  );
}
