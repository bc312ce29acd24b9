import { noAnswer, readAnswer, SESSION_EXPIRES_HEADER, SESSION_IDLE_EXPIRES_HEADER } from "@epr/contract";
import { noteSessionEnds } from "./sessionClock.js";

/** The contract's schema of an answer (the portal reads answers through @epr/contract, never zod itself). */
type AnswerSchema<T> = Parameters<typeof readAnswer<T>>[2];

/** What an upload reports while it runs: bytes sent, then every byte sent and the server at work. */
export type UploadProgress = { stage: "uploading"; percent?: number } | { stage: "sent" };

/**
 * POSTs a file's bytes to `url` with upload progress (XMLHttpRequest: fetch reports no progress of a
 * request body), for the Bulk changes upload and Reconcile's roster. The answer is read as every
 * call's is (@epr/contract `readAnswer`): it resolves with what `schema` reads, or rejects with an
 * `ApiError` (a refused file is a 422 the page asks lib/failures about; no answer is `noAnswer`),
 * and its session headers move the session's ends as any answer's do (sessionClock.ts). Aborting
 * `signal` stops the upload and rejects with an `AbortError`.
 */
export function uploadWithProgress<T>(
  url: string,
  file: File,
  schema: AnswerSchema<T>,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("content-type", "application/octet-stream");
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (event) =>
      onProgress({
        stage: "uploading",
        percent: event.lengthComputable && event.total > 0 ? (event.loaded / event.total) * 100 : undefined,
      });
    xhr.upload.onload = () => onProgress({ stage: "sent" });
    xhr.onerror = () => reject(noAnswer());
    xhr.onabort = () => reject(new DOMException("The upload was stopped.", "AbortError"));
    xhr.onload = () => {
      noteSessionEnds(
        xhr.getResponseHeader(SESSION_IDLE_EXPIRES_HEADER),
        xhr.getResponseHeader(SESSION_EXPIRES_HEADER),
      );
      try {
        resolve(readAnswer(xhr.status, xhr.responseText, schema));
      } catch (error) {
        reject(error);
      }
    };
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
