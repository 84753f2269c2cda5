import { Bot, CalendarCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { assistantPath, consultationPath } from '@/lib/paths';
import { isSolutionSlug } from '../slugs';
import type { Tool } from '../tools';

/** The spec's detail dialog, opened only by the card's own Details button (docs/decisions/008-tools-images-videos.md). */
export function ToolDetailsDialog({ tool }: { tool: Tool }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="relative z-10">
          Details<span className="sr-only"> about {tool.title}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{tool.title}</DialogTitle>
          <DialogDescription>{tool.description}</DialogDescription>
        </DialogHeader>
        {/* The links close the dialog as they navigate: the next page may take a moment to load. */}
        <DialogFooter>
          <DialogClose asChild>
            <Button asChild variant="outline">
              <Link to={consultationPath(isSolutionSlug(tool.id) ? tool.id : undefined)}>
                <CalendarCheck aria-hidden /> Book A Free Call
              </Link>
            </Button>
          </DialogClose>
          <DialogClose asChild>
            <Button asChild>
              <Link to={assistantPath(tool.prompt)}>
                <Bot aria-hidden /> Learn more with AI
              </Link>
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
