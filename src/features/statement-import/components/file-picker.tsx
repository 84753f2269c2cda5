import { FileUp } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { buttonVariants } from '@/components/ui/styles';
import { cn } from '@/lib/utils';
import { IMPORT_TEXT } from '../content';

/** What the picker accepts; the reader names anything else for what it is (a PDF, a spreadsheet). */
const ACCEPT = '.csv,.txt,.tsv,.ofx,.qfx,text/csv,text/plain,application/x-ofx';

/**
 * A drop zone around a real file input: the input takes the keyboard (Tab to it, Enter or Space
 * opens the picker) and its label is the visible button; dropping a file does the same.
 */
export function FilePicker({ onFile, disabled }: { onFile: (file: File) => void; disabled: boolean }) {
  const id = useId();
  const [over, setOver] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => {
        setOver(false);
      }}
      onDrop={drop}
      className={cn(
        'grid justify-items-center gap-3 rounded-lg border-2 border-dashed border-border bg-surface px-4 py-10 text-center',
        over && 'border-primary bg-primary-soft',
      )}
    >
      <FileUp aria-hidden className="size-8 text-primary" />
      <p className="text-sm text-muted-foreground">{IMPORT_TEXT.drop}</p>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        disabled={disabled}
        aria-describedby={`${id}-formats`}
        className="peer sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file chosen again (after fixing it) must fire a change too.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <label
        htmlFor={id}
        className={cn(
          buttonVariants(),
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
          disabled && 'pointer-events-none opacity-50',
        )}
      >
        {IMPORT_TEXT.choose}
      </label>
      <p id={`${id}-formats`} className="text-sm text-muted-foreground">
        {IMPORT_TEXT.formats}
      </p>
    </div>
  );
}
