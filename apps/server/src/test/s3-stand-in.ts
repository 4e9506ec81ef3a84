import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One object held by the stand-in. */
export interface StandInObject {
  body: Buffer;
  contentType: string;
}

export interface S3StandIn {
  /** `http://127.0.0.1:<port>`: the S3_ENDPOINT to give the adapter. */
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The objects in the bucket, by key. */
  objects: Map<string, StandInObject>;
  /** Every request received, as `METHOD /path` with its signature check's result. */
  requests: { line: string; signed: boolean }[];
  close(): Promise<void>;
}

const hmac = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data).digest();
const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

function xmlError(res: http.ServerResponse, status: number, code: string, message: string) {
  const body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
  res.writeHead(status, { 'content-type': 'application/xml', 'content-length': body.length });
  res.end(body);
}

/**
 * Recomputes the request's AWS Signature Version 4 with the stand-in's secret and compares it
 * with the Authorization header, as S3 does. Returns the reason when it does not match.
 */
function signatureProblem(
  req: http.IncomingMessage,
  body: Buffer,
  keys: { accessKeyId: string; secretAccessKey: string; region: string },
): string | undefined {
  const authorization = req.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return 'no SigV4 Authorization header';
  const [, accessKeyId, day, region, signedHeaders, signature] = match;
  if (accessKeyId !== keys.accessKeyId) return 'unknown access key';
  if (region !== keys.region) return 'wrong region in the credential scope';
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(day!)) return 'x-amz-date outside the credential scope';
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) {
    return 'x-amz-content-sha256 does not match the body';
  }
  const url = new URL(req.url ?? '/', 'http://stand-in');
  const query = url.search
    .slice(1)
    .split('&')
    .filter(Boolean)
    .map((pair) => (pair.includes('=') ? pair : `${pair}=`))
    .sort()
    .join('&');
  const names = signedHeaders!.split(';');
  const headers = names
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [req.method, url.pathname, query, headers, signedHeaders, payloadHash].join(
    '\n',
  );
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n');
  let key = hmac(`AWS4${keys.secretAccessKey}`, day!);
  for (const part of [region, 's3', 'aws4_request']) key = hmac(key, part);
  const expected = hmac(key, toSign);
  const given = Buffer.from(signature!, 'hex');
  return timingSafeEqual(expected, given) ? undefined : 'signature does not match';
}

/**
 * A small S3-compatible server for tests: path-style PutObject, GetObject, HeadObject and
 * DeleteObject on one bucket, in memory, refusing requests whose SigV4 signature is wrong.
 */
export async function startS3StandIn(
  options: { bucket?: string; region?: string } = {},
): Promise<S3StandIn> {
  const bucket = options.bucket ?? 'parlor-test';
  const region = options.region ?? 'eu-central-1';
  const keys = { accessKeyId: 'STANDINKEY', secretAccessKey: 'stand-in-secret-key', region };
  const objects = new Map<string, StandInObject>();
  const requests: S3StandIn['requests'] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      const problem = signatureProblem(req, body, keys);
      requests.push({ line: `${req.method} ${path}`, signed: problem === undefined });
      if (problem) return xmlError(res, 403, 'SignatureDoesNotMatch', problem);
      const [, bucketName, ...rest] = path.split('/');
      if (bucketName !== bucket) return xmlError(res, 404, 'NoSuchBucket', 'no such bucket');
      const key = decodeURIComponent(rest.join('/'));
      if (!key) return xmlError(res, 501, 'NotImplemented', 'bucket operations');
      switch (req.method) {
        case 'PUT': {
          if (req.headers['content-encoding']?.includes('aws-chunked')) {
            return xmlError(res, 501, 'NotImplemented', 'chunked uploads');
          }
          const contentType = String(req.headers['content-type'] ?? 'binary/octet-stream');
          objects.set(key, { body, contentType });
          res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
          return res.end();
        }
        case 'GET':
        case 'HEAD': {
          const object = objects.get(key);
          if (!object) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
          res.writeHead(200, {
            'content-type': object.contentType,
            'content-length': object.body.length,
            etag: `"${createHash('md5').update(object.body).digest('hex')}"`,
          });
          return res.end(req.method === 'GET' ? object.body : undefined);
        }
        case 'DELETE':
          objects.delete(key);
          res.writeHead(204);
          return res.end();
        default:
          return xmlError(res, 405, 'MethodNotAllowed', String(req.method));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    ...keys,
    objects,
    requests,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The S3_* environment that points an app at the stand-in. */
export function standInEnv(standIn: S3StandIn): Record<string, string> {
  return {
    S3_BUCKET: standIn.bucket,
    S3_REGION: standIn.region,
    S3_ENDPOINT: standIn.url,
    S3_ACCESS_KEY_ID: standIn.accessKeyId,
    S3_SECRET_ACCESS_KEY: standIn.secretAccessKey,
  };
}
