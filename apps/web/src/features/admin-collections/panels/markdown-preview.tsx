import { Markdown } from '../../../components/ui/markdown';
import type { PanelProps } from './panel';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The document's `title` and `content` as visitors will see them: the site's own Markdown renderer. */
export function MarkdownPreview({ form }: PanelProps) {
  const [title, content] = form.watch(['title', 'content']);
  return (
    <>
      <h2 className="mb-3 text-xl font-bold text-navy-900">{text(title)}</h2>
      <div data-testid="markdown-preview">
        <Markdown source={text(content)} />
      </div>
    </>
  );
}
