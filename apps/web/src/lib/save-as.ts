/** Starts the browser's download of a URL (a signed link or an object URL) under a file name. */
export function saveAs(href: string, name: string) {
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}
