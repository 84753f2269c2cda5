import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ComponentProps } from 'react';
import { DayPicker, type ChevronProps } from 'react-day-picker';
import { cn } from '@/lib/utils';
import { buttonVariants } from './styles';

function Chevron({ orientation, className }: ChevronProps) {
  const Icon = orientation === 'right' ? ChevronRight : ChevronLeft;
  return <Icon aria-hidden className={cn('size-4', className)} />;
}

const components = { Chevron };

// Modifier classes land on the grid cell; the button inside it is what the user sees and presses.
const classNames = {
  months: 'relative',
  month: 'grid gap-2',
  nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
  button_previous: buttonVariants({ variant: 'ghost', size: 'icon' }),
  button_next: buttonVariants({ variant: 'ghost', size: 'icon' }),
  month_caption: 'flex h-11 items-center justify-center sm:h-10',
  caption_label: 'text-base font-semibold',
  month_grid: 'w-full table-fixed border-collapse',
  weekday: 'pb-1 text-xs font-medium text-muted-foreground',
  day: 'relative p-0 text-center',
  day_button:
    'mx-auto flex size-11 cursor-pointer items-center justify-center rounded-md text-sm tabular-nums transition-colors hover:bg-primary-soft',
  today: '[&>button]:font-bold [&>button]:text-primary [&>button]:ring-1 [&>button]:ring-primary/40',
  selected: '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary-hover',
  outside: '[&>button]:text-muted-foreground',
  disabled: '[&>button]:cursor-not-allowed [&>button]:opacity-50',
  hidden: 'invisible',
};

/** Days matching the `marked` modifier get a dot under their number; say so in their label too. */
const modifiersClassNames = {
  marked:
    'after:pointer-events-none after:absolute after:bottom-1 after:left-1/2 after:size-1.5 after:-translate-x-1/2 after:rounded-full after:bg-primary data-selected:after:bg-primary-foreground',
};

/**
 * A month calendar (react-day-picker): a grid with arrow-key, Page Up/Down and Home/End
 * navigation, month changes announced through the caption, 44px day targets.
 */
export function Calendar({ className, ...props }: ComponentProps<typeof DayPicker>) {
  return (
    <DayPicker
      showOutsideDays
      className={cn('w-full', className)}
      classNames={classNames}
      components={components}
      modifiersClassNames={modifiersClassNames}
      {...props}
    />
  );
}
