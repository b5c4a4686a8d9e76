import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { API_MESSAGES, type Category as CategoryView } from '@chowk/contracts';
import { isDuplicateKeyError } from '../../common/mongo/duplicate-key';
import { nameKey } from '../../common/mongo/name-key';
import { type PageOf, type PageRequest, readPage } from '../../common/pagination/page-query.dto';
import { Category } from './schemas/category.schema';

const CATEGORY_FIELDS = 'name createdAt updatedAt';

type CategoryRecord = Pick<Category, 'name' | 'createdAt' | 'updatedAt'> & { _id: Types.ObjectId };

const toView = (row: CategoryRecord): CategoryView => ({
  _id: String(row._id),
  name: row.name,
  createdAt: row.createdAt?.toISOString(),
  updatedAt: row.updatedAt?.toISOString(),
});

@Injectable()
export class CategoriesService {
  constructor(@InjectModel(Category.name) private readonly categories: Model<Category>) {}

  /** One page, sorted by name ignoring case. */
  async list(page: PageRequest): Promise<PageOf<CategoryView>> {
    const { items, total } = await readPage(
      page,
      (skip, limit) =>
        this.categories
          .find()
          .sort({ nameKey: 1, _id: 1 })
          .skip(skip)
          .limit(limit)
          .select(CATEGORY_FIELDS)
          .lean<CategoryRecord[]>()
          .exec(),
      () => this.categories.countDocuments().exec(),
    );
    return { items: items.map(toView), total };
  }

  async get(id: string): Promise<CategoryView> {
    const row = await this.categories.findById(id).select(CATEGORY_FIELDS).lean<CategoryRecord>();
    if (!row) throw new NotFoundException(API_MESSAGES.categoryNotFound);
    return toView(row);
  }

  async create(name: string): Promise<CategoryView> {
    try {
      const doc = await this.categories.create({ name, nameKey: nameKey(name) });
      return toView(doc);
    } catch (error) {
      throw this.conflictOr(error, name);
    }
  }

  async update(id: string, name: string): Promise<CategoryView> {
    let row: CategoryRecord | null;
    try {
      // No `.select()` here: FerretDB 1.x's findAndModify has no projection; toView picks fields.
      row = await this.categories
        .findByIdAndUpdate(id, { $set: { name, nameKey: nameKey(name) } }, { returnDocument: 'after' })
        .lean<CategoryRecord>();
    } catch (error) {
      throw this.conflictOr(error, name);
    }
    if (!row) throw new NotFoundException(API_MESSAGES.categoryNotFound);
    return toView(row);
  }

  async remove(id: string): Promise<void> {
    // Shops will refer to categories (a later issue decides what deleting a used one does).
    const { deletedCount } = await this.categories.deleteOne({ _id: id });
    if (deletedCount === 0) throw new NotFoundException(API_MESSAGES.categoryNotFound);
  }

  private conflictOr(error: unknown, name: string): unknown {
    return isDuplicateKeyError(error) ? new ConflictException(API_MESSAGES.categoryExists(name)) : error;
  }
}
