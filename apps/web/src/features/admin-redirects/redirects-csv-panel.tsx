import { Download, Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { Banner, errorText, Panel } from '../../components/admin/ui';
import { ApiRequestError } from '../../lib/api-client';
import { useImportRedirects } from './api/import-redirects';

/** The file the import reads at most (the server refuses more, too). */
const MAX_FILE_BYTES = 512 * 1024;

/**
 * 'CSV exportieren' (all redirects, a download the session cookie authorises) and 'CSV importieren': the file
 * is checked as a whole on the server; a refused file lists each problem with its line and changes nothing.
 */
export function RedirectsCsvPanel({ onImported }: { onImported: () => void }) {
  const id = useId();
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string; lines: string[] } | null>(null);
  const importing = useImportRedirects(onImported);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setResult(null);
    if (file.size > MAX_FILE_BYTES) {
      setResult({
        kind: 'error',
        text: 'Die Datei ist zu groß (höchstens 512 KB); es wurde nichts geändert',
        lines: [],
      });
      return;
    }
    importing.mutate(await file.text(), {
      onSuccess: (answer) => setResult({ kind: 'success', text: answer.message, lines: [] }),
      onError: (error) =>
        setResult({
          kind: 'error',
          text: errorText(error, 'Fehler beim Importieren'),
          lines: error instanceof ApiRequestError ? error.details.map((detail) => detail.message) : [],
        }),
    });
  };
  return (
    <Panel title="Import und Export">
      <div className="space-y-3" data-testid="redirects-csv">
        <div className="flex flex-wrap items-center gap-2">
          <a
            href="/api/admin/redirects-csv"
            download
            className="inline-flex items-center gap-2 whitespace-nowrap rounded-lg border border-slate-300 bg-white px-3.5 py-2 text-sm font-medium text-navy-900 transition hover:bg-slate-50"
          >
            <Download className="size-4" aria-hidden />
            CSV exportieren
          </a>
          <label
            htmlFor={`${id}-file`}
            className="inline-flex cursor-pointer items-center gap-2 whitespace-nowrap rounded-lg border border-slate-300 bg-white px-3.5 py-2 text-sm font-medium text-navy-900 transition hover:bg-slate-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-500"
          >
            <Upload className="size-4" aria-hidden />
            {importing.isPending ? 'Wird importiert…' : 'CSV importieren'}
            <input
              id={`${id}-file`}
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              disabled={importing.isPending}
              onChange={(event) => void choose(event)}
            />
          </label>
        </div>
        <p className="text-xs text-slate-600">
          Spalten: Alte Adresse; Ziel; Art (301, 302, 410); Gilt für (genau, darunter); Aktiv (ja, nein); Notiz. Eine
          Zeile mit einer schon vorhandenen alten Adresse ersetzt deren Weiterleitung.
        </p>
        {result && (
          <div className="space-y-2">
            <Banner message={{ kind: result.kind, text: result.text }} onClose={() => setResult(null)} />
            {result.lines.length > 0 && (
              <ul className="list-inside list-disc text-sm text-red-800" data-testid="import-problems">
                {result.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </Panel>
  );
}
