import { useMemo } from 'react';
import { parseWhatsApp, type WaSpan } from '../lib/whatsapp-format';

function Span({ span }: { span: WaSpan }) {
  if (span.style === 'bold') return <strong>{span.text}</strong>;
  if (span.style === 'italic') return <em>{span.text}</em>;
  if (span.style === 'strike') return <s>{span.text}</s>;
  return <>{span.text}</>;
}

/** The message as WhatsApp shows it: a chat bubble with bold headings and monospace price blocks, a long line wrapped as on a phone. */
export function WhatsAppPreview({ text, label }: { text: string; label: string }) {
  const blocks = useMemo(() => parseWhatsApp(text), [text]);
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="max-h-[32rem] overflow-auto rounded-lg bg-[#e5ddd5] p-3 dark:bg-[#0b141a]"
    >
      <div className="max-w-full rounded-lg bg-[#dcf8c6] px-3 py-2 text-sm break-words text-gray-900 shadow dark:bg-[#005c4b] dark:text-gray-50">
        {blocks.map((block, i) =>
          block.kind === 'mono' ? (
            <pre key={i} className="font-mono text-[0.8rem] leading-snug break-words whitespace-pre-wrap">
              {block.lines.join('\n')}
            </pre>
          ) : (
            <p key={i} className="min-h-[1.25em] whitespace-pre-wrap">
              {block.spans.map((span, j) => (
                <Span key={j} span={span} />
              ))}
            </p>
          ),
        )}
      </div>
    </div>
  );
}
