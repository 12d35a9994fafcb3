import { ApiOkResponse } from '@nestjs/swagger';

/** A 200 whose body is a file in one of the content types, as downloads and exports answer. */
export const ApiFileResponse = (description: string, ...contentTypes: string[]) =>
  ApiOkResponse({
    description,
    content: Object.fromEntries(contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
  });
