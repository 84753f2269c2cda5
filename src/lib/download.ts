/** Saves text as a file the browser downloads (an .ics export, the user's data). */
export function downloadFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Some browsers read the blob after click() returns; free it once the download has started.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}
