import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { API_MESSAGES, type State as StateView, type StatePayload } from '@chowk/contracts';
import { isDuplicateKeyError } from '../../common/mongo/duplicate-key';
import { nameKey } from '../../common/mongo/name-key';
import { inIds } from '../../common/mongo/trusted-in';
import { type PageOf, type PageRequest, readPage } from '../../common/pagination/page-query.dto';
import { STATE_FIELDS, type StateRecord, toStateView } from './area-views';
import { City } from './schemas/city.schema';
import { District } from './schemas/district.schema';
import { State } from './schemas/state.schema';

@Injectable()
export class StatesService {
  constructor(
    @InjectModel(State.name) private readonly states: Model<State>,
    @InjectModel(City.name) private readonly cities: Model<City>,
    @InjectModel(District.name) private readonly districts: Model<District>,
  ) {}

  /** One page, sorted by name. */
  async list(page: PageRequest): Promise<PageOf<StateView>> {
    const { items, total } = await readPage(
      page,
      (skip, limit) =>
        this.states.find().sort({ nameKey: 1, _id: 1 }).skip(skip).limit(limit).select(STATE_FIELDS).lean<StateRecord[]>().exec(),
      () => this.states.countDocuments().exec(),
    );
    return { items: items.map(toStateView), total };
  }

  async get(id: string): Promise<StateView> {
    return toStateView(await this.find(id));
  }

  /** The state record, or 404 `stateNotFound` (cities use it to check their parent). */
  async find(id: string): Promise<StateRecord> {
    const row = await this.states.findById(id).select(STATE_FIELDS).lean<StateRecord>();
    if (!row) throw new NotFoundException(API_MESSAGES.stateNotFound);
    return row;
  }

  async create({ name, code }: StatePayload): Promise<StateView> {
    try {
      const doc = await this.states.create({ name, code, nameKey: nameKey(name) });
      return toStateView(doc);
    } catch (error) {
      throw isDuplicateKeyError(error) ? new ConflictException(API_MESSAGES.stateExists) : error;
    }
  }

  async update(id: string, { name, code }: StatePayload): Promise<StateView> {
    let row: StateRecord | null;
    try {
      row = await this.states
        .findByIdAndUpdate(id, { $set: { name, code, nameKey: nameKey(name) } }, { returnDocument: 'after' })
        .lean<StateRecord>();
    } catch (error) {
      throw isDuplicateKeyError(error) ? new ConflictException(API_MESSAGES.stateExists) : error;
    }
    if (!row) throw new NotFoundException(API_MESSAGES.stateNotFound);
    return toStateView(row);
  }

  /**
   * Deletes the state with its cities and their districts. No transactions (FerretDB 1.x), so
   * children go first: a failure half-way leaves a parent without some children, never a
   * child without its parent, and deleting again finishes the job.
   */
  async remove(id: string): Promise<void> {
    if (!(await this.states.exists({ _id: id }))) throw new NotFoundException(API_MESSAGES.stateNotFound);
    const cityIds = (await this.cities.find({ stateId: id }).select('_id').lean()).map((city) => city._id);
    if (cityIds.length > 0) await this.districts.deleteMany({ cityId: inIds(cityIds) });
    await this.cities.deleteMany({ stateId: id });
    await this.states.deleteOne({ _id: id });
  }
}
