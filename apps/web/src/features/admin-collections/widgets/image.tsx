import { useState } from 'react';
import { ChooseFromLibrary, MediaChooser } from '../../../components/admin/media/media-chooser';
import { Input } from '../../../components/admin/ui';
import { asText, type Widget, type WidgetInputProps } from './widget';

function ImageInput({ field, form, common }: WidgetInputProps) {
  const [choosing, setChoosing] = useState(false);
  return (
    <div className={common.className}>
      <Input {...common} className={undefined} type={field.type ?? 'text'} />
      <ChooseFromLibrary className="mt-2" onClick={() => setChoosing(true)} />
      {choosing && (
        <MediaChooser
          onClose={() => setChoosing(false)}
          onChoose={(reference) => {
            form.setValue(field.path, reference, { shouldDirty: true, shouldValidate: true });
            setChoosing(false);
          }}
        />
      )}
    </div>
  );
}

/**
 * A picture's address: typed (a site path or an http(s) address), or chosen from the library, which fills in
 * the picture's address with its focal point (the public pages then offer every variant the library made).
 */
export const image: Widget = {
  toForm: (raw) => asText(raw),
  toPayload: (value) => (typeof value === 'string' ? value.trim() : value),
  text: asText,
  Input: ImageInput,
};
