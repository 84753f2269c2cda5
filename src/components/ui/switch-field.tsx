import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

interface SwitchFieldProps {
  label: string;
  /** A line under the label that says what the switch does. */
  description?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** A switch with its label on one row, the one switch of every form; the whole row is the 44px target. */
export function SwitchField({ label, description, checked, onCheckedChange }: SwitchFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className="flex min-h-11 items-center gap-3">
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={description ? descriptionId : undefined}
      />
      <div className="grid flex-1">
        <Label htmlFor={id} className="flex min-h-11 cursor-pointer items-center">
          {label}
        </Label>
        {description && (
          <p id={descriptionId} className="-mt-2 pb-1 text-sm text-muted-foreground">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
