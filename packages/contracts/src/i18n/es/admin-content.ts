import type { Catalog } from '../catalog';
import type {
  adminContentErrors as adminContentErrorsEn,
  adminContent as adminContentEn,
} from '../en/admin-content';

/** Site content: the console's content pages and the refusals of content edits. */

export const adminContentErrors: Catalog<typeof adminContentErrorsEn> = {
  roomHasTopics: 'Esta sala tiene {count} temas y no se puede eliminar. Cámbiale el nombre.',
  bundleBought:
    'Este paquete ya se ha comprado y no se puede eliminar. Ocúltalo (desmarca «Ofrecido en la tienda»).',
  defaultCurrency: 'La moneda predeterminada no se puede eliminar.',
  currencyUsed: 'Esta moneda la usan depósitos o pagos y no se puede eliminar.',
  defaultCurrencyCode: 'La moneda predeterminada conserva su código.',
  currencyCodeUsed: 'Esta moneda la usan depósitos o pagos; su código no puede cambiar.',
  defaultRate: 'El tipo de cambio de la moneda predeterminada es siempre 1.',
  currencyCode: 'Usa el código ISO de tres letras, p. ej. EUR.',
  duplicateCode: 'Este código ya está en uso.',
  defaultLanguage:
    'El idioma predeterminado y el inglés (el idioma de reserva de todos los textos) no se pueden eliminar.',
  defaultLanguageCode: 'El código del idioma predeterminado y del inglés no puede cambiar.',
  unknownKey: 'No existe esa clave de texto.',
  slug: 'Usa letras minúsculas, dígitos y guiones simples.',
  reservedSlug: 'Esta dirección está reservada por el sitio.',
  duplicateSlug: 'Otra página tiene esta dirección.',
  htmlEmpty: 'No queda nada de este texto al quitar el HTML inseguro.',
  legalPage:
    'Las páginas legales (términos, privacidad, …) no se pueden eliminar; edítalas en su lugar.',
  httpUrl: 'Introduce un enlace que empiece por http:// o https://.',
  imageUrl: 'Introduce una URL de imagen (https://…) o una ruta de este sitio (/…).',
};

export const adminContent: Catalog<typeof adminContentEn> = {
  nav: {
    label: 'Secciones de contenido',
    rooms: 'Salas',
    bundles: 'Paquetes',
    currencies: 'Monedas',
    languages: 'Idiomas y traducciones',
    faq: 'Preguntas frecuentes',
    pages: 'Páginas estáticas',
    social: 'Redes sociales',
  },
  common: {
    add: 'Añadir',
    edit: 'Editar',
    delete: 'Eliminar',
    position: 'Orden',
    creating: 'Nueva entrada',
    editing: 'Editar #{id}',
    confirmDelete: '¿Eliminar «{name}»? No se puede deshacer.',
    created: 'Creado.',
    deleted: 'Eliminado.',
    languageField: '{field} ({language})',
    englishRequired:
      'El inglés es obligatorio; un idioma que se deje vacío muestra el texto en inglés.',
  },
  rooms: { title: 'Título', topics: 'Temas' },
  bundles: {
    points: 'Puntos',
    price: 'Precio ({currency})',
    description: 'Descripción',
    active: 'Ofrecido en la tienda',
    hidden: 'Oculto',
    deposits: 'Compras',
  },
  currencies: {
    code: 'Código',
    symbol: 'Símbolo',
    rate: 'Tipo de cambio (por 1 {currency})',
    isDefault: 'Moneda predeterminada',
    usage: 'Depósitos y pagos',
  },
  languages: {
    code: 'Código',
    title: 'Nombre',
    missing: 'Textos que faltan',
    isDefault: 'Idioma predeterminado',
  },
  translations: {
    title: 'Traducciones',
    language: 'Idioma',
    key: 'Clave',
    english: 'Inglés',
    text: 'Texto',
    searchPlaceholder: 'Clave o texto',
    missingOnly: 'Solo los que faltan',
    missing: 'Falta',
    edited: 'Editado en la consola',
    saveText: 'Guardar texto',
  },
  faq: { question: 'Pregunta', answer: 'Respuesta (HTML)' },
  pages: {
    slug: 'Dirección (slug)',
    title: 'Título',
    content: 'Contenido (HTML)',
    preview: 'Vista previa, limpiada como la mostrará el sitio',
    previewEmpty: 'Nada que mostrar.',
    legal: 'Página legal',
    open: 'Abrir en el sitio',
  },
  social: { title: 'Título', link: 'Enlace', img: 'Icono (URL o /ruta)' },
};
