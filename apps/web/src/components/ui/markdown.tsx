import { Fragment, type ReactNode } from 'react';

/** Inline markdown: **bold** and [text](url). */
function inline(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  const pattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    if (match[1]) parts.push(<strong key={match.index}>{match[1]}</strong>);
    else {
      const href = /^(https?:|mailto:|tel:|\/)/.test(match[3]) ? match[3] : '#';
      parts.push(
        <a key={match.index} href={href} className="text-accent-700 underline underline-offset-2">
          {match[2]}
        </a>,
      );
    }
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/**
 * The small markdown subset of the texts staff edit (legal texts): ## and ### headings, paragraphs, '-'
 * lists, bold and links. Rendered as React elements (never as HTML), so stored text cannot inject markup.
 * The one renderer of the product: the back-office's preview uses it too, so it shows what visitors see.
 */
export function Markdown({ source }: { source: string }) {
  const blocks = source.replace(/\r\n/g, '\n').split(/\n{2,}/);
  return (
    <div className="space-y-4 leading-relaxed text-slate-700">
      {blocks.map((block, index) => {
        const text = block.trim();
        if (!text) return null;
        if (text.startsWith('### '))
          return (
            <h3 key={index} className="pt-2 text-lg font-semibold text-navy-900">
              {inline(text.slice(4))}
            </h3>
          );
        if (text.startsWith('## '))
          return (
            <h2 key={index} className="pt-6 text-2xl font-bold text-navy-900">
              {inline(text.slice(3))}
            </h2>
          );
        if (text.startsWith('# '))
          return (
            <h2 key={index} className="pt-6 text-2xl font-bold text-navy-900">
              {inline(text.slice(2))}
            </h2>
          );
        const lines = text.split('\n');
        if (lines.every((line) => /^\s*[-*] /.test(line))) {
          return (
            <ul key={index} className="list-disc space-y-1 pl-6">
              {lines.map((line, n) => (
                <li key={n}>{inline(line.replace(/^\s*[-*] /, ''))}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={index}>
            {lines.map((line, n) => (
              <Fragment key={n}>
                {n > 0 && <br />}
                {inline(line)}
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}
