import type { ReactNode } from 'react';
import { useRef } from 'react';
import { Button } from '../ui';
import { MEDIA_ACCEPT } from './upload-file';

/**
 * A button that opens the file picker for pictures (the types the library takes), and the picker's own input,
 * hidden but named for assistive technology and tests (`inputLabel`).
 */
export function PickFilesButton({
  children,
  inputLabel,
  onFiles,
  multiple = false,
  primary = false,
  disabled,
  describedBy,
}: {
  children: ReactNode;
  inputLabel: string;
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  primary?: boolean;
  disabled?: boolean;
  describedBy?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant={primary ? 'primary' : undefined}
        onClick={() => input.current?.click()}
        disabled={disabled}
        aria-describedby={describedBy}
      >
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        accept={MEDIA_ACCEPT}
        multiple={multiple}
        className="sr-only"
        tabIndex={-1}
        aria-label={inputLabel}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
