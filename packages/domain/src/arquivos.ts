/**
 * The kinds of file a user sees in a list of documents or attachments, by the content type stored with
 * the file: "PDF", "Imagem JPEG", "Planilha Excel", never "application/pdf".
 */
const TIPOS_DE_ARQUIVO: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'Imagem JPEG',
  'image/jpg': 'Imagem JPEG',
  'image/pjpeg': 'Imagem JPEG',
  'image/png': 'Imagem PNG',
  'image/webp': 'Imagem WebP',
  'image/gif': 'Imagem GIF',
  'image/heic': 'Imagem HEIC',
  'image/heif': 'Imagem HEIF',
  'image/svg+xml': 'Imagem SVG',
  'image/tiff': 'Imagem TIFF',
  'image/bmp': 'Imagem BMP',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Planilha Excel',
  'application/vnd.ms-excel': 'Planilha Excel',
  'application/vnd.oasis.opendocument.spreadsheet': 'Planilha OpenDocument',
  'text/csv': 'Planilha CSV',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Documento Word',
  'application/msword': 'Documento Word',
  'application/vnd.oasis.opendocument.text': 'Documento OpenDocument',
  'application/rtf': 'Documento RTF',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'Apresentação PowerPoint',
  'application/vnd.ms-powerpoint': 'Apresentação PowerPoint',
  'text/plain': 'Texto',
  'text/html': 'Página HTML',
  'application/json': 'Dados JSON',
  'application/xml': 'Dados XML',
  'text/xml': 'Dados XML',
  'message/rfc822': 'E-mail',
  'application/vnd.ms-outlook': 'E-mail do Outlook',
  'application/zip': 'Arquivo ZIP',
  'application/x-zip-compressed': 'Arquivo ZIP',
  'application/gzip': 'Arquivo GZIP',
  'application/x-rar-compressed': 'Arquivo RAR',
  'application/vnd.rar': 'Arquivo RAR',
  'application/x-7z-compressed': 'Arquivo 7-Zip',
  'audio/mpeg': 'Áudio MP3',
  'video/mp4': 'Vídeo MP4',
};

/** The families of a content type not in the table, by what comes before the slash. */
const FAMILIAS: Readonly<Record<string, string>> = {
  image: 'Imagem',
  text: 'Texto',
  audio: 'Áudio',
  video: 'Vídeo',
};

/** What a file whose type is unknown is called. */
export const TIPO_ARQUIVO_DESCONHECIDO = 'Arquivo';

/**
 * The file type in Portuguese, for every list of documents and attachments: the content type's label
 * (parameters such as `; charset=…` and letter case ignored), its family's ("Imagem") when only that is
 * known, "Arquivo" for anything else, and "-" when the file has no type.
 */
export function rotuloTipoArquivo(mime: string | null | undefined): string {
  const tipo = (mime ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!tipo) return '-';
  const rotulo = TIPOS_DE_ARQUIVO[tipo];
  if (rotulo) return rotulo;
  const familia = FAMILIAS[tipo.split('/')[0] ?? ''];
  return familia ?? TIPO_ARQUIVO_DESCONHECIDO;
}
