// Choosing one image from the device (files or the camera), with a square preview.
// Type and size are checked here for a quick answer; the server checks the bytes again.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { FileChooser } from '@marketplace/shared-ui/file-chooser';

export interface ImagePickerProps {
  label: string;
  maxBytes: number;
  /** File extensions accepted, lower case without the dot. */
  formats: readonly string[];
  value: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

const MIME_BY_FORMAT: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** Why a file cannot be used, or null when it can. */
export function imageFileProblem(file: File, formats: readonly string[], maxBytes: number): string | null {
  const accepted = new Set(formats.map((format) => MIME_BY_FORMAT[format]).filter(Boolean));
  if (!accepted.has(file.type)) return `Please choose a ${formats.join(', ')} image.`;
  if (file.size > maxBytes) return `The image is too large: at most ${(maxBytes / 1_000_000).toFixed(1)} MB.`;
  return null;
}

export function ImagePicker({ label, maxBytes, formats, value, onChange, disabled }: ImagePickerProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const accept = [...new Set(formats.map((format) => MIME_BY_FORMAT[format]).filter(Boolean))].join(',');

  useEffect(() => {
    if (!value) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const choose = ([file]: File[]) => {
    const reason = imageFileProblem(file, formats, maxBytes);
    setProblem(reason);
    onChange(reason ? null : file);
  };

  return (
    <Picker>
      <Preview aria-hidden={!preview}>
        {preview ? <img src={preview} alt="Chosen image preview" /> : <span>No image chosen</span>}
      </Preview>
      <Choices>
        <FileChooser accept={accept} onChoose={choose} disabled={disabled}>
          {value ? 'Choose another image' : label}
        </FileChooser>
        <FileChooser accept={accept} capture="user" onChoose={choose} disabled={disabled}>
          Take a photo
        </FileChooser>
      </Choices>
      <Hint>
        {formats.join(', ').toUpperCase()} up to {(maxBytes / 1_000_000).toFixed(1)} MB
      </Hint>
      {/* SPEC section 8, Image widget: 'Upload error: ...' with the reason. */}
      {problem && <Problem role="alert">Upload error: {problem}</Problem>}
    </Picker>
  );
}

const Picker = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.75rem;
`;

const Preview = styled.div`
  width: 10rem;
  height: 10rem;
  border-radius: 50%;
  overflow: hidden;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.surfaceHover};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  justify-content: center;
`;

const Hint = styled.small`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
