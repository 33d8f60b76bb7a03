/** Bytes as a reader reads them: "850 KB", "12,4 MB". */
import { countNoun, nounForm } from '../count-noun.ts';
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1048576).toFixed(1).replace('.', ',')} MB`;
}

/** The status line of the "Guardar todo" control (src/client/offline/save-all.ts). */
export function saveAllText(
  precached: { pages: number },
  missingFiles: number,
  missingBytes: number,
): string {
  const stored = `${countNoun(precached.pages, 'página guardada', 'páginas guardadas')} en la primera visita`;
  if (missingFiles === 0) return `Todo el sitio está guardado en este dispositivo (${stored}).`;
  return `${stored[0]!.toUpperCase()}${stored.slice(1)}; ${nounForm(missingFiles, 'falta', 'faltan')} ${countNoun(missingFiles, 'archivo', 'archivos')} (${formatBytes(missingBytes)}), que se guardan al visitarlos o todos a la vez:`;
}
