import { Injectable } from '@nestjs/common';
import { type RedirectFields, RedirectTable, redirectsKind } from '@agency/contracts';
import { KindContents } from '../content/engine/content-providers';

/** The published redirects as a table, read when asked (the back-office's lists, not the page requests). */
@Injectable()
export class PublishedRedirects {
  constructor(private readonly contents: KindContents) {}

  async table(): Promise<RedirectTable> {
    const collection = this.contents.collection(redirectsKind.name);
    return new RedirectTable(collection ? ((await collection.listPublic()) as RedirectFields[]) : []);
  }
}
