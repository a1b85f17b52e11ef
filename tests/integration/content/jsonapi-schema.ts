/**
 * The structure rules of a JSON:API 1.1 document that a content service answer must follow
 * (top level, resource objects, resource identifiers, relationships, errors; links and meta left open).
 */
export const jsonApiSchema = {
  $id: 'jsonapi-document',
  type: 'object',
  oneOf: [{ required: ['data'] }, { required: ['errors'] }],
  not: { required: ['data', 'errors'] },
  properties: {
    data: {
      oneOf: [
        { type: 'null' },
        { $ref: '#/$defs/resource' },
        { type: 'array', items: { $ref: '#/$defs/resource' }, uniqueItems: true },
      ],
    },
    included: { type: 'array', items: { $ref: '#/$defs/resource' }, uniqueItems: true },
    errors: { type: 'array', minItems: 1, items: { $ref: '#/$defs/error' } },
    meta: { type: 'object' },
    links: { type: 'object' },
    jsonapi: { type: 'object' },
  },
  additionalProperties: false,
  $defs: {
    identifier: {
      type: 'object',
      required: ['type', 'id'],
      properties: {
        type: { type: 'string', minLength: 1 },
        id: { type: 'string', minLength: 1 },
        meta: { type: 'object' },
      },
      additionalProperties: false,
    },
    resource: {
      type: 'object',
      required: ['type', 'id'],
      properties: {
        type: { type: 'string', minLength: 1 },
        id: { type: 'string', minLength: 1 },
        attributes: { type: 'object', propertyNames: { not: { enum: ['id', 'type', 'relationships', 'links'] } } },
        relationships: {
          type: 'object',
          propertyNames: { not: { enum: ['id', 'type'] } },
          additionalProperties: {
            type: 'object',
            anyOf: [{ required: ['data'] }, { required: ['links'] }, { required: ['meta'] }],
            properties: {
              data: {
                oneOf: [
                  { type: 'null' },
                  { $ref: '#/$defs/identifier' },
                  { type: 'array', items: { $ref: '#/$defs/identifier' }, uniqueItems: true },
                ],
              },
              links: { type: 'object' },
              meta: { type: 'object' },
            },
            additionalProperties: false,
          },
        },
        links: { type: 'object' },
        meta: { type: 'object' },
      },
      additionalProperties: false,
    },
    error: {
      type: 'object',
      properties: {
        id: { type: 'string' },
        status: { type: 'string' },
        code: { type: 'string' },
        title: { type: 'string' },
        detail: { type: 'string' },
        source: { type: 'object' },
        meta: { type: 'object' },
        links: { type: 'object' },
      },
      additionalProperties: false,
    },
  },
} as const;
