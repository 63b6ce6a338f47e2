/** Text whose lines (separated by '\n') each show on their own line, e.g. one field error per line. */
export function MessageLines({ text }: { text: string }) {
  return text.split('\n').map((line, index) => <div key={index}>{line}</div>);
}
