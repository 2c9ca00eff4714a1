// The words of "Load from files on this computer" (FilesFromComputer.svelte), in both UI languages.
export const FILES_FROM_COMPUTER_TEXT = {
  en: {
    h3: 'From files on this computer',
    hint: (files: string) =>
      `No internet, or the Hub blocked? Pick the model’s folder (from a USB stick, or the teacher’s copy): it must hold ${files}. The lab checks them, keeps them in this browser as a download would, and “Load the model” then fetches nothing.`,
    folder: 'Load from files on this computer…',
    files: 'Or pick the files themselves',
    checking: 'Checking the files…',
    refused: 'These files were not stored: nothing changed.',
    storing: (done: string, all: string, percent: number) => `Storing in this browser: ${done} of ${all} (${percent} %)`,
    cancel: 'Cancel',
    cancelled: 'Cancelled: none of these files were kept.',
    failed: (why: string) => `The files could not be stored (${why}): none of them were kept. If this browser has no room left, clear this site’s model files below and try again.`,
    stored: (n: number, size: string) => `${n} files (${size}) checked and stored in this browser: press “Load the model”: it fetches nothing.`,
  },
  es: {
    h3: 'Desde ficheros de este ordenador',
    hint: (files: string) =>
      `¿Sin internet, o con el Hub bloqueado? Elige la carpeta del modelo (de una memoria USB, o la copia del docente): debe tener ${files}. El laboratorio los comprueba, los guarda en este navegador como lo haría una descarga, y luego «Cargar el modelo» no descarga nada.`,
    folder: 'Cargar desde ficheros de este ordenador…',
    files: 'O elige los ficheros uno a uno',
    checking: 'Comprobando los ficheros…',
    refused: 'No se guardaron estos ficheros: nada ha cambiado.',
    storing: (done: string, all: string, percent: number) => `Guardando en este navegador: ${done} de ${all} (${percent} %)`,
    cancel: 'Cancelar',
    cancelled: 'Cancelado: no se ha guardado ninguno de estos ficheros.',
    failed: (why: string) => `No se pudieron guardar los ficheros (${why}): no se ha guardado ninguno. Si este navegador no tiene sitio, borra abajo los ficheros del modelo de este sitio y prueba de nuevo.`,
    stored: (n: number, size: string) => `${n} ficheros (${size}) comprobados y guardados en este navegador: pulsa «Cargar el modelo»: no descarga nada.`,
  },
};
