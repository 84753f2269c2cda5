import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { truncateDescription } from '../logic';
import type { Tool } from '../tools';
import { ToolDetailsDialog } from './tool-details-dialog';

/**
 * The whole card is the title's link (its ::after covers the card), so a click anywhere and
 * one Tab stop both open the tool; the Details button sits above that layer.
 */
export function ToolCard({ tool }: { tool: Tool }) {
  const { title, description, to, icon: Icon } = tool;
  return (
    <Card className="relative flex h-full flex-col transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring">
      <CardHeader className="flex-1">
        <span className="mb-2 inline-flex size-11 items-center justify-center rounded-md bg-primary-soft text-primary">
          <Icon aria-hidden className="size-5" />
        </span>
        <CardTitle asChild>
          <h2>
            <Link
              to={to}
              className="after:absolute after:inset-0 after:rounded-lg after:content-[''] focus-visible:outline-none"
            >
              {title}
            </Link>
          </h2>
        </CardTitle>
        <CardDescription>{truncateDescription(description)}</CardDescription>
      </CardHeader>
      <CardFooter className="justify-between">
        <span aria-hidden className="inline-flex items-center gap-1 text-sm font-medium text-primary">
          Open <ArrowRight className="size-4" />
        </span>
        <ToolDetailsDialog tool={tool} />
      </CardFooter>
    </Card>
  );
}
