// The OpenAPI document and its readable reference at /api/docs, generated from the contract's zod schemas; not
// registered at all with API_DOCS=off (then /api/docs answers 404 as any unknown API path).
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { FILE_RULES, PRODUCT_NAME } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const DOCS_PREFIX = '/api/docs';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        description:
          'The REST API of the certification portal. Signed-in calls send `Authorization: Bearer <token>` ' +
          '(the token of POST /api/user/login). Errors answer `{ "error": "<text>" }`.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      const multipart = input.route.config?.multipart;
      if (!multipart) return output;
      // A multipart route validates its parts in the handler; the document still shows them.
      const { file, json } = multipart;
      const jsonSchema = json ? JSON.stringify(z.toJSONSchema(json, { io: 'input', unrepresentable: 'any' })) : null;
      const body = {
        type: 'object',
        properties: {
          [file.field]: {
            type: 'string',
            format: 'binary',
            description: `.${FILE_RULES[file.rule].extensions.join(', .')}, at most ${FILE_RULES[file.rule].maxBytes / 1024 / 1024} MiB`,
          },
          ...(jsonSchema ? { json: { type: 'string', description: `A JSON text of this schema: ${jsonSchema}` } } : {}),
        },
        required: [...(file.required ? [file.field] : []), ...(jsonSchema ? ['json'] : [])],
      };
      return { ...output, schema: { ...output.schema, body } };
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The reference's own policy (its scripts and styles), but framed by nothing, as every other answer
    // (app.ts): the plugin's policy allows `frame-ancestors 'self'`, which would let a page of this site frame it.
    staticCSP: true,
    transformStaticCSP: (policy) => policy.replace(/frame-ancestors [^;]*/, "frame-ancestors 'none'"),
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
