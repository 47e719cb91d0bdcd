/** A multipart body of a JSON part first, then the files (repeated 'files'). */
export function jsonWithFiles(name: string, json: unknown, files: File[]) {
  const form = new FormData();
  form.append(name, JSON.stringify(json));
  for (const f of files) form.append('files', f, f.name);
  return form;
}
