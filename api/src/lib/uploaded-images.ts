import type { FastifyBaseLogger } from 'fastify';
import { httpError } from './http-error.ts';
import type { ImageStore, StoredFile, StoredImage, StoredPdf } from './image-store.ts';
import { fieldLabel } from './validation-messages.ts';

/**
 * How routes keep a record's images. The files of a form are stored before the database write (image
 * work is slow) and run that write through `withStoredImages`, which removes them again when it fails:
 * a refused or failed form leaves no files behind. The files of a deleted or replaced image are
 * removed with `removeImages` once the write has committed.
 */

/** A file of a multipart form, as `uploadedFiles(request, field)` gives it. */
interface FormFile {
  fieldname: string;
  filename: string;
  buffer: Buffer;
}

/** Whether a form's `hapus_gambar` (see the contract's RemoveFlag) asks to remove the stored image. */
export const isFlagSet = (flag: boolean | string | undefined): boolean =>
  flag === true || flag === '1' || flag === 'true';

/**
 * Stores images one after another (one decode in memory at a time), all or none: when one is refused,
 * the ones already stored are removed before the error goes on.
 */
export async function storeImages(
  images: ImageStore,
  files: FormFile[],
  folder: string,
): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const file of files) {
      stored.push(await images.storeImage(file.buffer, { folder, originalName: file.filename }));
    }
    return stored;
  } catch (error) {
    await removeImages(
      images,
      stored.map((image) => image.file_path),
    );
    throw error;
  }
}

/** The files of a field that takes one image: refused when several were sent. */
function atMostOne(files: FormFile[]): FormFile[] {
  if (files.length > 1) throw httpError(400, `${fieldLabel(files[0].fieldname)} hanya boleh satu berkas.`);
  return files;
}

/** Stores the one image sent for a form field (decoded, re-encoded, resized); undefined when none was sent. */
export async function storeOneImage(
  images: ImageStore,
  files: FormFile[],
  folder: string,
): Promise<StoredImage | undefined> {
  const [image] = await storeImages(images, atMostOne(files), folder);
  return image;
}

/** An update's image columns: those of the image just sent, else those of the one stored. */
export function imageOrStored(image: StoredImage | undefined, stored: StoredImage): StoredImage {
  const { file_path, width, height } = image ?? stored;
  return { file_path, width, height };
}

/** Stores the one PDF sent for a form field, checked by its bytes (pdf-files.ts); undefined when none was sent. */
export async function storeOnePdf(
  images: ImageStore,
  files: FormFile[],
  folder: string,
): Promise<StoredPdf | undefined> {
  const [file] = atMostOne(files);
  return file && images.storePdf(file.buffer, { folder });
}

/** Stores the one image of each named form field that carries a file, all or none. */
export async function storeFieldImages<Field extends string>(
  images: ImageStore,
  filesOf: (field: Field) => FormFile[],
  fields: readonly Field[],
  folder: string,
): Promise<Partial<Record<Field, StoredImage>>> {
  const sent = fields.flatMap((field) => atMostOne(filesOf(field)).map((file) => ({ field, file })));
  const stored = await storeImages(
    images,
    sent.map(({ file }) => file),
    folder,
  );
  return Object.fromEntries(sent.map(({ field }, index) => [field, stored[index]])) as Partial<
    Record<Field, StoredImage>
  >;
}

/** Runs the database write that refers to freshly stored images; when it fails, the images are removed. */
export async function withStoredImages<T>(
  images: ImageStore,
  stored: (StoredFile | undefined)[],
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await removeImages(
      images,
      stored.map((image) => image?.file_path),
    );
    throw error;
  }
}

/**
 * Removes stored images (with their variants) whose records are gone or were never written. Runs after
 * the database decided, so a failure is logged and never thrown: the answer reflects the database.
 */
export async function removeImages(
  images: ImageStore,
  filePaths: (string | null | undefined)[],
  log?: FastifyBaseLogger,
): Promise<void> {
  const present = filePaths.filter((filePath): filePath is string => Boolean(filePath));
  const results = await Promise.allSettled(present.map((filePath) => images.removeImage(filePath)));
  for (const result of results) {
    if (result.status === 'rejected') log?.error({ err: result.reason }, 'could not remove an uploaded file');
  }
}
