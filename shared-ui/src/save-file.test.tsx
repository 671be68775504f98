import { saveTextFile } from './save-file';

describe('saveTextFile', () => {
  it('downloads the text under the file name through a temporary link, then lets the URL go', async () => {
    jest.useFakeTimers();
    try {
      const created = jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:statement');
      const revoked = jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      const clicked: Array<{ href: string; download: string; attached: boolean }> = [];
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
      });

      saveTextFile('date,net\n2026-06-15,4500.00\n', 'earnings-2026-06.csv', 'text/csv');

      expect(clicked).toEqual([{ href: 'blob:statement', download: 'earnings-2026-06.csv', attached: true }]);
      const blob = created.mock.calls[0][0] as Blob;
      expect(blob.type).toBe('text/csv');
      expect(await blob.text()).toBe('date,net\n2026-06-15,4500.00\n');
      // The link is gone at once; the URL once the browser has had time to start the download.
      expect(document.querySelector('a[download]')).toBeNull();
      expect(revoked).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1_000);
      expect(revoked).toHaveBeenCalledWith('blob:statement');
    } finally {
      jest.useRealTimers();
    }
  });
});
