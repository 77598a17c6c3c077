import { useMemo } from 'react';
import { workerCaptureSource } from '../capture-client';
import { CaptureViewer } from './capture-viewer';

/** The viewer with its own Web Worker, loaded on demand (capture-button.tsx): one worker while it is open. */
export default function CaptureViewerPart({ url }: { url: string }) {
  const source = useMemo(() => workerCaptureSource(), []);
  return <CaptureViewer url={url} source={source} />;
}
