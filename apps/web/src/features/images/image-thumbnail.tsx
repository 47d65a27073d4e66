/** A 300-wide thumbnail box: the made thumbnail, else the picture itself, else (a PDF not yet rendered) a PDF tile. */
export function ImageThumbnail({ thumbnailUrl, url, isPdf = false, alt }: { thumbnailUrl: string | null; url: string; isPdf?: boolean; alt: string }) {
  const src = thumbnailUrl ?? (isPdf ? null : url);
  return (
    <div className="flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded border border-slate-200 bg-slate-100">
      {src ? (
        <img src={src} alt={alt} loading="lazy" className="h-full w-full object-cover" />
      ) : (
        <span
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
          className="text-lg font-semibold text-slate-700"
        >
          PDF
        </span>
      )}
    </div>
  );
}
