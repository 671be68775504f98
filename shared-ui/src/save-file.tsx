// Saves text the app already holds as a file download (a booking's .ics, a month's
// earnings statement as CSV): a Blob URL on a temporary link, revoked once the
// browser has taken it. The one way a screen saves a text file.
export function saveTextFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
