import type { ReactNode } from 'react';

function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*)/g).map((part, index) => (part.startsWith('**') && part.endsWith('**') ? <strong key={index}>{part.slice(2, -2)}</strong> : part));
}

/** Preview of the legal texts' markdown subset (headings, paragraphs, '-' lists, bold), as React elements. */
export function MarkdownPreview({ source }: { source: string }) {
  return (
    <div className="space-y-3 text-sm leading-relaxed text-slate-700" data-testid="markdown-preview">
      {source
        .replace(/\r\n/g, '\n')
        .split(/\n{2,}/)
        .map((block, index) => {
          const text = block.trim();
          if (!text) return null;
          const heading = /^(#{1,3}) (.*)$/.exec(text);
          if (heading) return <h3 key={index} className={heading[1].length === 3 ? 'font-semibold text-navy-900' : 'text-lg font-bold text-navy-900'}>{inline(heading[2])}</h3>;
          const lines = text.split('\n');
          if (lines.every((line) => /^\s*[-*] /.test(line)))
            return (
              <ul key={index} className="list-disc pl-5">
                {lines.map((line, n) => (
                  <li key={n}>{inline(line.replace(/^\s*[-*] /, ''))}</li>
                ))}
              </ul>
            );
          return <p key={index} className="whitespace-pre-line">{inline(text)}</p>;
        })}
    </div>
  );
}
