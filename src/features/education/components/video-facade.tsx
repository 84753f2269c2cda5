import { Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Video } from '../content';
import { embedUrl } from '../logic';
import { VideoPoster } from './video-poster';

/**
 * A poster with a play button that becomes the player when pressed (docs/decisions/008-tools-images-videos.md): until then the page
 * loads nothing from YouTube, and then only its privacy-enhanced player.
 */
export function VideoFacade({ video }: { video: Video }) {
  const [playing, setPlaying] = useState(false);
  const playerRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    // The pressed button is gone; keep keyboard focus on what replaced it.
    if (playing) playerRef.current?.focus();
  }, [playing]);

  return (
    <figure className="grid gap-2">
      <div className="relative aspect-video overflow-hidden rounded-lg bg-emerald-900 shadow-sm">
        {playing ? (
          <iframe
            ref={playerRef}
            src={embedUrl(video.youtubeId)}
            title={video.title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <button
            type="button"
            aria-label={`Play video: ${video.title}`}
            onClick={() => {
              setPlaying(true);
            }}
            className="group absolute inset-0 flex cursor-pointer bg-linear-to-br from-emerald-800 to-teal-900 flex-col items-center justify-center gap-3 p-4 text-center text-white"
          >
            <VideoPoster />
            <span className="relative grid size-16 place-items-center rounded-full bg-white text-primary shadow-lg transition-transform group-hover:scale-105 sm:size-20">
              <Play aria-hidden className="ml-1 size-7 fill-current sm:size-9" />
            </span>
            <span className="relative grid gap-1">
              <span className="text-base font-semibold text-balance text-shadow-sm sm:text-xl">
                {video.title}
              </span>
              <span className="text-sm text-emerald-50">{video.channel}</span>
            </span>
          </button>
        )}
      </div>
      <figcaption className="text-xs text-muted-foreground">
        Video by {video.channel}, played from YouTube in privacy-enhanced mode. Nothing loads from YouTube
        until you press play.
      </figcaption>
    </figure>
  );
}
