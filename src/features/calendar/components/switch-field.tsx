import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** A switch with its label on one row; the whole row is the 44px target. */
export function SwitchField({ label, checked, onCheckedChange }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center gap-3">
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} />
      <Label htmlFor={id} className="flex min-h-11 flex-1 cursor-pointer items-center">
        {label}
      </Label>
    </div>
  );
}
