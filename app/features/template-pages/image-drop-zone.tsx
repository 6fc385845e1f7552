import { type DragEvent, useId, useRef, useState } from "react";
import { PhotoIcon } from "#app/components/ui/icons/outline.tsx";

/**
 * The Featured Image upload: a file input inside a drag-and-drop area. A dropped or chosen file
 * is only named on screen (the 2MB in the hint is not enforced, docs/spec.md#validation).
 */
export function ImageDropZone({ label = "Featured Image" }: { label?: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const files = event.dataTransfer.files;
    if (input.current && files.length > 0) {
      input.current.files = files;
      setFileName(files[0]?.name ?? null);
    }
  }

  return (
    <div>
      <span className="mb-1.5 block font-medium text-neutral-800 text-sm dark:text-neutral-200">
        {label}
      </span>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the file input inside is the accessible way */}
      <div
        data-testid="drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex justify-center rounded-2xl border-2 border-dashed px-6 py-8 transition ${
          dragging
            ? "border-primary-500 bg-primary-50 dark:bg-primary-500/10"
            : "border-neutral-300 dark:border-neutral-600"
        }`}
      >
        <div className="space-y-2 text-center">
          <PhotoIcon aria-hidden="true" className="mx-auto h-12 w-12 text-neutral-400" />
          <div className="flex flex-wrap justify-center gap-1 text-neutral-600 text-sm dark:text-neutral-300">
            <label
              htmlFor={id}
              className="cursor-pointer rounded-md font-medium text-primary-700 focus-within:outline-2 focus-within:outline-primary-500 hover:text-primary-800 dark:text-primary-300"
            >
              <span>Upload a file</span>
              <input
                ref={input}
                id={id}
                name="featuredImage"
                type="file"
                accept="image/png,image/jpeg,image/gif"
                aria-describedby={`${id}-hint`}
                className="sr-only"
                onChange={(event) => setFileName(event.target.files?.[0]?.name ?? null)}
              />
            </label>
            <span>or drag and drop</span>
          </div>
          <p id={`${id}-hint`} className="text-neutral-500 text-xs dark:text-neutral-400">
            PNG, JPG, GIF up to 2MB
          </p>
          {fileName && (
            <p className="font-medium text-neutral-800 text-sm dark:text-neutral-100">{fileName}</p>
          )}
        </div>
      </div>
    </div>
  );
}
